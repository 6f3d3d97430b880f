/** What the shared store answers: points left and ms until the window ends, or a refusal with the wait. */
export type StoreAnswer =
  { allowed: true; remaining: number; msBeforeNext: number } | { allowed: false; msBeforeNext: number };

/** The shared budget (Redis): spends `cost` from `key` and answers what is left. */
export type SharedStore = (key: string, cost: number) => Promise<StoreAnswer>;

interface KeyState {
  /** Uses allowed here and not yet told to the store. */
  pending: number;
  /** Points left at the store's last answer. */
  remaining: number;
  /** Date.now() at which the store's window ends (the state is dropped then). */
  resetAt: number;
  /** Date.now() until which the store refused. */
  blockedUntil: number;
}

/**
 * A per-key budget shared by every API process through a store (Redis), with most uses counted
 * in this process's memory and told to the store in batches. While the store's last answer left
 * plenty (more than twice `batch` beyond what is pending here), up to `batch` uses are allowed
 * here without asking it; they are sent every `flushMs` or with the next use that must ask. Near
 * the end of the budget, and for a key not seen this window, every use asks the store, so a small
 * budget is exact, and a large one is exceeded by at most `batch` uses a process for a moment.
 */
export class BatchedBudget {
  private readonly keys = new Map<string, KeyState>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: SharedStore,
    private readonly batch: number,
    flushMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Spends one use of `key`: answers 0, or the ms to wait when the budget is spent. */
  async spend(key: string): Promise<number> {
    const now = this.now();
    let state = this.keys.get(key);
    if (state && now >= state.resetAt && state.pending === 0) {
      this.keys.delete(key);
      state = undefined;
    }
    if (state && now < state.blockedUntil) return state.blockedUntil - now;
    if (state && state.pending < this.batch && state.remaining - state.pending > 2 * this.batch) {
      state.pending += 1;
      return 0;
    }
    const cost = 1 + (state?.pending ?? 0);
    if (state) state.pending = 0;
    return this.ask(key, cost);
  }

  /**
   * Spends one use of `key` only if this process may without asking the store (true), for a
   * caller that cannot wait; false spends nothing, and the caller spends with `spend` instead.
   */
  spendHere(key: string): boolean {
    const state = this.keys.get(key);
    const now = this.now();
    if (!state || now >= state.resetAt || now < state.blockedUntil) return false;
    if (state.pending >= this.batch || state.remaining - state.pending <= 2 * this.batch) return false;
    state.pending += 1;
    return true;
  }

  /** Tells the store every pending use (also called by the timer). */
  async flush(): Promise<void> {
    const sending = [...this.keys].filter(([, state]) => state.pending > 0);
    await Promise.all(
      sending.map(([key, state]) => {
        const cost = state.pending;
        state.pending = 0;
        return this.ask(key, cost).catch(() => undefined);
      }),
    );
    const now = this.now();
    for (const [key, state] of this.keys) if (state.pending === 0 && now >= state.resetAt) this.keys.delete(key);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async ask(key: string, cost: number): Promise<number> {
    const answer = await this.store(key, cost);
    const now = this.now();
    const state = this.keys.get(key) ?? { pending: 0, remaining: 0, resetAt: 0, blockedUntil: 0 };
    state.resetAt = now + answer.msBeforeNext;
    if (answer.allowed) {
      state.remaining = answer.remaining;
      state.blockedUntil = 0;
    } else {
      state.remaining = 0;
      state.blockedUntil = now + answer.msBeforeNext;
    }
    this.keys.set(key, state);
    return answer.allowed ? 0 : Math.max(1, answer.msBeforeNext);
  }
}
