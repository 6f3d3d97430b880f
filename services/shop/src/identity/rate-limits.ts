import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { type Limiter, RateLimits } from '../platform/http/rate-limits/rate-limits.js';

/**
 * Login limits in Redis, shared by every API process. Code requests are limited per address and
 * client (so a stranger's requests never use up the owner's) and per address over an hour from
 * everyone (against mail floods; each of those mails carries a working sign-in link to the owner).
 * Per-client limits across addresses only brake sprays: they are generous, because a carrier's NAT
 * or a proxy may put many shoppers behind one address. Guessing is bounded per address in
 * PostgreSQL instead (LoginGuards), where a Redis flush cannot reset it.
 */
@Injectable()
export class LoginRateLimits {
  private readonly perEmailClient: Limiter;
  private readonly perEmailHour: Limiter;
  private readonly perClient: Limiter;
  private readonly verifiesPerClient: Limiter;

  constructor(limits: RateLimits, @Inject(SHOP_CONFIG) config: ShopConfig) {
    const limiter = (name: string, points: number, durationSeconds = config.rateLimitWindowSeconds) =>
      limits.limiter({ name, points, durationSeconds });
    this.perEmailClient = limiter('otp-email-client', config.otpRequestsPerEmail);
    this.perEmailHour = limiter('otp-email-hour', config.otpRequestsPerEmailHour, 3600);
    this.perClient = limiter('otp-client', config.otpRequestsPerClient);
    this.verifiesPerClient = limiter('otp-verify-client', config.otpVerifiesPerClient);
  }

  async codeRequested(email: string, client: string): Promise<void> {
    const tooMany = 'Too many code requests for this e-mail address';
    await this.perClient.consume(client, 'Too many code requests from this connection');
    await this.perEmailClient.consume(`${email} ${client}`, tooMany);
    await this.perEmailHour.consume(email, tooMany);
  }

  /** A typed code or an opened link: either costs the client one try. */
  async codeTried(client: string): Promise<void> {
    await this.verifiesPerClient.consume(client, 'Too many login attempts from this connection');
  }
}
