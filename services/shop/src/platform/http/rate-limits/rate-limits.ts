import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { waitInWords } from '@kilau/domain';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { redisOptions } from '../../redis/redis-options.js';
import { Refused } from '../../shared/refused.js';
import { BatchedBudget } from './batched-budget.js';

/** How often uses counted in a process are told to Redis, for batched budgets. */
const FLUSH_MS = 100;

/**
 * One use from each key in turn, as rate-limiter-flexible's own script spends from one (the window
 * starts with the first use), stopping after the first budget found spent: the same counts as
 * consuming from each budget in turn, in one round trip. Answers consumed points and ms left of
 * the window, a pair for each key it reached.
 */
const SPEND_IN_TURN = `
local answer = {}
for i, key in ipairs(KEYS) do
  local points, seconds = tonumber(ARGV[2 * i - 1]), ARGV[2 * i]
  redis.call('set', key, 0, 'EX', seconds, 'NX')
  local consumed = redis.call('incrby', key, 1)
  local ttl = redis.call('pttl', key)
  if ttl == -1 then
    redis.call('expire', key, seconds)
    ttl = 1000 * seconds
  end
  answer[#answer + 1] = consumed
  answer[#answer + 1] = ttl
  if consumed > points then break end
end
return answer`;

/** One use to spend from a budget, with the words of its refusal. */
export interface Spend {
  limiter: Limiter;
  key: string;
  reason: string;
}

/** A budget in Redis, and the one in this process's memory that counts while Redis is away. */
interface Insured {
  store: RateLimiterRedis;
  insurance: RateLimiterMemory;
}

type SpendingRedis = Redis & { kilauSpendInTurn(keys: number, ...args: string[]): Promise<number[]> };

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
  private readonly redis: SpendingRedis;
  private readonly budgets: BatchedBudget[] = [];
  private readonly stores = new WeakMap<Limiter, Insured & { rule: LimitRule }>();

  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {
    // a connection of its own that fails at once while Redis is away, instead of queueing
    // commands: a limiter that waits for Redis would stall the request it guards
    this.redis = new Redis({
      ...redisOptions(config),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
    }) as SpendingRedis;
    this.redis.on('error', () => undefined);
    this.redis.defineCommand('kilauSpendInTurn', { lua: SPEND_IN_TURN });
  }

  limiter(rule: LimitRule): Limiter {
    const { store, insurance } = this.insured(rule);
    const limiter: Limiter = {
      consume: (key, reason, cost = 1) => spend(store, key, reason, cost),
      refund: async (key, cost = 1) => void (await store.reward(key, cost).catch(() => undefined)),
      spendHere: () => false,
    };
    this.stores.set(limiter, { store, insurance, rule });
    return limiter;
  }

  /**
   * One use from each budget in turn (`limiter`'s, without a block), refused with the first that
   * is spent, whose later budgets are not touched: as `consume` on each in turn, in one round trip
   * to Redis. While Redis is away or fails, each process counts in its own memory as `consume` does.
   */
  async consumeInTurn(spends: readonly Spend[]): Promise<void> {
    const budgets = spends.map((use) => ({ ...use, ...this.stores.get(use.limiter)! }));
    if (this.redis.status !== 'ready' || budgets.some(({ rule }) => rule.blockSeconds)) {
      for (const use of spends) await use.limiter.consume(use.key, use.reason);
      return;
    }
    const keys = budgets.map(({ store, key }) => store.getKey(key));
    const args = budgets.flatMap(({ rule }) => [String(rule.points), String(rule.durationSeconds)]);
    const answer = await this.redis.kilauSpendInTurn(keys.length, ...keys, ...args).catch(() => undefined);
    if (!answer) {
      for (const { insurance, key, reason } of budgets) await spend(insurance, key, reason, 1);
      return;
    }
    budgets.forEach(({ rule, reason }, i) => {
      const [consumed, msLeft] = [answer[2 * i], answer[2 * i + 1]];
      if (consumed !== undefined && consumed > rule.points) throw rateLimited(reason, msLeft ?? 0);
    });
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
    return this.insured(rule).store;
  }

  private insured(rule: LimitRule): Insured {
    const options = {
      keyPrefix: `${this.config.redisPrefix}:limit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const insurance = new RateLimiterMemory(options);
    const store = new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance,
    });
    return { store, insurance };
  }

  async onApplicationShutdown(): Promise<void> {
    for (const budget of this.budgets) budget.stop();
    await Promise.all(this.budgets.map((budget) => budget.flush().catch(() => undefined)));
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

async function spend(store: RateLimiterAbstract, key: string, reason: string, cost: number): Promise<void> {
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
