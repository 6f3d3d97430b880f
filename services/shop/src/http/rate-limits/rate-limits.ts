import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { waitInWords } from '@kilau/domain';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { redisOptions } from '../../redis/redis-options.js';
import { ShopError } from '../shop-error.js';

/** One budget: `points` uses per `durationSeconds`, then (optionally) blocked for `blockSeconds`. */
export interface LimitRule {
  /** Names the budget in Redis keys and logs, e.g. `checkout-user`. */
  name: string;
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** A budget to spend from: every API process shares it through Redis. */
export interface Limiter {
  /** Spends `cost` from `key`'s budget, or throws 429 `rate_limited` with `reason` and Retry-After. */
  consume(key: string, reason: string, cost?: number): Promise<void>;
  /** Gives a spent point back (e.g. a guess that turned out right). */
  refund(key: string, cost?: number): Promise<void>;
}

/**
 * Rate limits for every context, counted in Redis so all API processes share them. Redis is a
 * convenience here, not a dependency: when it is down or slow, each process counts in its own
 * memory instead (rate-limiter-flexible's insurance limiter), so a Redis outage never turns a
 * checkout or a login into a 500, and limits still hold per process.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {
    // a connection of its own that fails at once while Redis is away, instead of queueing
    // commands: a limiter that waits for Redis would stall the request it guards
    this.redis = new Redis({
      ...redisOptions(config),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
    });
    this.redis.on('error', () => undefined);
  }

  limiter(rule: LimitRule): Limiter {
    const options = {
      keyPrefix: `${this.config.redisPrefix}:limit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const store = new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    return {
      consume: (key, reason, cost = 1) => spend(store, key, reason, cost),
      refund: async (key, cost = 1) => void (await store.reward(key, cost).catch(() => undefined)),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

async function spend(store: RateLimiterRedis, key: string, reason: string, cost: number): Promise<void> {
  try {
    await store.consume(key, cost);
  } catch (outcome) {
    if (!(outcome instanceof RateLimiterRes)) throw outcome;
    throw rateLimited(reason, outcome.msBeforeNext);
  }
}

/** 429 with the wait in words ('Try again in 15 minutes.') and in seconds in Retry-After. */
export function rateLimited(reason: string, msBeforeNext: number): ShopError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ShopError(429, 'rate_limited', `${reason}. Try again in ${waitInWords(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}
