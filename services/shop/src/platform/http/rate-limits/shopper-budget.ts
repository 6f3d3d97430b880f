import type { Limiter, RateLimits } from './rate-limits.js';

/** Who spends: the logged-in account, and the client address the request came from (when it counts). */
export interface Spender {
  userId: number;
  client?: string;
}

export interface ShopperBudgetRule {
  /** Names the budgets in Redis keys: `{name}-user`, `{name}-client`. */
  name: string;
  perUser: number;
  /** Also per client address, so one client cannot spread its calls over many free accounts. */
  perClient?: number;
  durationSeconds: number;
  /** What is limited, in the shopper's words: 'Too many shipping fee checks'. */
  reason: string;
  /**
   * For a per-account budget far above what a shopper's hands use: its uses are counted in each
   * process and told to Redis up to this many at a time (`RateLimits.batchedLimiter`), so most
   * calls cost no round trip. Near its end every use asks Redis, so it still refuses on the use
   * that oversteps it; for a moment each process may let `batch` uses more through.
   */
  batch?: number;
}

/** One kind of call's budget for a shopper: spending refuses with 429 once either budget is used up. */
export interface ShopperBudget {
  spend(spender: Spender): Promise<void>;
}

/** A budget per account and, optionally, per client address, both through the shared rate limits. */
export function shopperBudget(limits: RateLimits, rule: ShopperBudgetRule): ShopperBudget {
  const { name, durationSeconds, reason } = rule;
  const byUser = { name: `${name}-user`, points: rule.perUser, durationSeconds };
  const perUser = rule.batch ? limits.batchedLimiter(byUser, rule.batch) : limits.limiter(byUser);
  const perClient: Limiter | undefined =
    rule.perClient === undefined
      ? undefined
      : limits.limiter({ name: `${name}-client`, points: rule.perClient, durationSeconds });
  return {
    async spend({ userId, client }) {
      const byAccount = { limiter: perUser, key: String(userId), reason: `${reason} from this account` };
      if (!perClient || !client) return perUser.consume(byAccount.key, byAccount.reason);
      // the address first: a refused address spends nothing of the account's budget
      await limits.consumeInTurn([
        { limiter: perClient, key: client, reason: `${reason} from this connection` },
        byAccount,
      ]);
    },
  };
}
