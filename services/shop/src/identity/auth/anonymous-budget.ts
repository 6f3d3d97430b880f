import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { type Limiter, RateLimits } from '../../platform/http/rate-limits/rate-limits.js';

export const ANONYMOUS_REFUSAL = 'Too many requests from this connection';

/**
 * Each client address's budget of API calls made without a valid login
 * (ANONYMOUS_REQUESTS_PER_MINUTE, shared by every API process through Redis, in batches): spent
 * by the guard on every anonymous call, and by the catalogue lane ahead of Express when it may
 * without a round trip. None when the setting is 0.
 */
@Injectable()
export class AnonymousBudget {
  readonly perClient: Limiter | undefined;

  constructor(limits: RateLimits, @Inject(SHOP_CONFIG) config: ShopConfig) {
    const points = config.anonymousRequestsPerMinute;
    // counted here and told to Redis in batches of a hundredth of the budget (12 of 1,200), so
    // most requests cost no Redis round trip; a budget under 200 is exact
    const batch = Math.max(1, Math.floor(points / 100));
    this.perClient =
      points > 0 ? limits.batchedLimiter({ name: 'anonymous-client', points, durationSeconds: 60 }, batch) : undefined;
  }
}
