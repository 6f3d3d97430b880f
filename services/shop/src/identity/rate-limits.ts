import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { ShopError } from '../http/shop-error.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * Login-code limits, counted in Redis so every API process shares them: code requests per
 * address and per client, and code guesses per client (a code's own five tries stop guessing
 * at one address; this stops guessing across many).
 */
@Injectable()
export class LoginRateLimits {
  private readonly perEmail: RateLimiterRedis;
  private readonly perClient: RateLimiterRedis;
  private readonly verifiesPerClient: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SHOP_CONFIG) config: ShopConfig) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisPrefix}:limit:${name}`,
        points,
        duration: config.rateLimitWindowSeconds,
      });
    this.perEmail = limiter('otp-email', config.otpRequestsPerEmail);
    this.perClient = limiter('otp-client', config.otpRequestsPerClient);
    this.verifiesPerClient = limiter('otp-verify-client', config.otpVerifiesPerClient);
  }

  async codeRequested(email: string, client: string): Promise<void> {
    await this.consume(this.perClient, client, 'Too many code requests from this connection');
    await this.consume(this.perEmail, email, 'Too many code requests for this e-mail address');
  }

  async codeTried(client: string): Promise<void> {
    await this.consume(this.verifiesPerClient, client, 'Too many login attempts from this connection');
  }

  private async consume(limiter: RateLimiterRedis, key: string, reason: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      const seconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw new ShopError(429, 'rate_limited', `${reason}. Try again in ${seconds} seconds.`, {
        retryAfterSeconds: seconds,
      });
    }
  }
}
