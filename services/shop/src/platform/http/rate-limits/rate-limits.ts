import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { waitInWords } from '@kilau/domain';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { redisOptions } from '../../redis/redis-options.js';
import { Refused } from '../../shared/refused.js';
import { BatchedBudget } from './batched-budget.js';

/** How often uses counted in a process are told to Redis, for batched budgets. */
const FLUSH_MS = 100;

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
  /** Spends one use only if that needs no round trip to Redis (true); false spends nothing. */
  spendHere(key: string): boolean;
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
  private readonly budgets: BatchedBudget[] = [];

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
    const store = this.store(rule);
    return {
      consume: (key, reason, cost = 1) => spend(store, key, reason, cost),
      refund: async (key, cost = 1) => void (await store.reward(key, cost).catch(() => undefined)),
      spendHere: () => false,
    };
  }

  /**
   * As `limiter`, for a budget spent on every request (the anonymous throttle): uses are counted
   * in this process and told to Redis in batches of up to `batch` (batched-budget.ts), so most
   * requests cost no Redis round trip. `consume` spends one use whatever its `cost`.
   */
  batchedLimiter(rule: LimitRule, batch: number): Limiter {
    const store = this.store(rule);
    const budget = new BatchedBudget(
      async (key, cost) => {
        try {
          const answer = await store.consume(key, cost);
          return { allowed: true, remaining: answer.remainingPoints, msBeforeNext: answer.msBeforeNext };
        } catch (outcome) {
          if (!(outcome instanceof RateLimiterRes)) throw outcome;
          return { allowed: false, msBeforeNext: outcome.msBeforeNext };
        }
      },
      batch,
      FLUSH_MS,
    );
    this.budgets.push(budget);
    return {
      consume: async (key, reason) => {
        const wait = await budget.spend(key);
        if (wait > 0) throw rateLimited(reason, wait);
      },
      refund: async (key, cost = 1) => void (await store.reward(key, cost).catch(() => undefined)),
      spendHere: (key) => budget.spendHere(key),
    };
  }

  private store(rule: LimitRule): RateLimiterRedis {
    const options = {
      keyPrefix: `${this.config.redisPrefix}:limit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    for (const budget of this.budgets) budget.stop();
    await Promise.all(this.budgets.map((budget) => budget.flush().catch(() => undefined)));
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

/** Too many (429 at the edge) with the wait in words ('Try again in 15 minutes.') and in seconds in Retry-After. */
export function rateLimited(reason: string, msBeforeNext: number): Refused {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new Refused('too_many', 'rate_limited', `${reason}. Try again in ${waitInWords(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}
