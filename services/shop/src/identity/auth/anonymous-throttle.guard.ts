import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { NOT_THROTTLED } from '../../platform/http/rate-limits/not-throttled.js';
import { type Limiter, RateLimits } from '../../platform/http/rate-limits/rate-limits.js';
import { Tokens } from '../tokens.js';

/**
 * Every API call made without a valid login spends from its client address's budget
 * (ANONYMOUS_REQUESTS_PER_MINUTE, shared by every API process through Redis, in batches); past it the
 * address gets 429 with Retry-After until the minute is over. The client is the one TRUST_PROXY
 * yields, as for the login limits. The budget is generous, because a carrier's NAT may put many
 * shoppers behind one address; logged-in calls do not spend from it (their accounts have budgets
 * of their own), and a made-up token counts as none.
 */
@Injectable()
export class AnonymousThrottle implements CanActivate {
  private readonly perClient: Limiter | undefined;

  constructor(
    limits: RateLimits,
    private readonly tokens: Tokens,
    private readonly reflector: Reflector,
    @Inject(SHOP_CONFIG) config: ShopConfig,
  ) {
    const points = config.anonymousRequestsPerMinute;
    // spent on every anonymous request: counted here and told to Redis in batches of a hundredth
    // of the budget (12 of 1,200), so most requests cost no Redis round trip; a budget under 200 is exact
    const batch = Math.max(1, Math.floor(points / 100));
    this.perClient =
      points > 0 ? limits.batchedLimiter({ name: 'anonymous-client', points, durationSeconds: 60 }, batch) : undefined;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.perClient || context.getType() !== 'http') return true;
    const exempt = this.reflector.getAllAndOverride<boolean>(NOT_THROTTLED, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request>();
    if (exempt || (await this.loggedIn(request))) return true;
    await this.perClient.consume(request.ip ?? 'unknown', 'Too many requests from this connection');
    return true;
  }

  private async loggedIn(request: Request): Promise<boolean> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return (
      token !== undefined &&
      (await this.tokens
        .verify(token)
        .then(() => true)
        .catch(() => false))
    );
  }
}
