import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { type Limiter, RateLimits } from '../http/rate-limits/rate-limits.js';

/**
 * Login-code limits, shared by every API process: code requests per address and per client,
 * and code guesses per client (a code's own five tries stop guessing at one address; this
 * stops guessing across many).
 */
@Injectable()
export class LoginRateLimits {
  private readonly perEmail: Limiter;
  private readonly perClient: Limiter;
  private readonly verifiesPerClient: Limiter;

  constructor(limits: RateLimits, @Inject(SHOP_CONFIG) config: ShopConfig) {
    const limiter = (name: string, points: number) =>
      limits.limiter({ name, points, durationSeconds: config.rateLimitWindowSeconds });
    this.perEmail = limiter('otp-email', config.otpRequestsPerEmail);
    this.perClient = limiter('otp-client', config.otpRequestsPerClient);
    this.verifiesPerClient = limiter('otp-verify-client', config.otpVerifiesPerClient);
  }

  async codeRequested(email: string, client: string): Promise<void> {
    await this.perClient.consume(client, 'Too many code requests from this connection');
    await this.perEmail.consume(email, 'Too many code requests for this e-mail address');
  }

  async codeTried(client: string): Promise<void> {
    await this.verifiesPerClient.consume(client, 'Too many login attempts from this connection');
  }
}
