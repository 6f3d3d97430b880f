import { BatchedBudget, type SharedStore } from './batched-budget.js';

/** A store keeping one budget of `points` a window, counting how often it is asked. */
function fakeStore(points: number) {
  const used = new Map<string, number>();
  const calls: Array<[string, number]> = [];
  const store: SharedStore = async (key, cost) => {
    calls.push([key, cost]);
    const total = (used.get(key) ?? 0) + cost;
    used.set(key, total);
    return total <= points
      ? { allowed: true, remaining: points - total, msBeforeNext: 60_000 }
      : { allowed: false, msBeforeNext: 30_000 };
  };
  return { store, calls, used };
}

describe('a batched budget', () => {
  const budgets: BatchedBudget[] = [];
  afterEach(() => budgets.splice(0).forEach((b) => b.stop()));
  const make = (store: SharedStore, batch: number) => {
    const budget = new BatchedBudget(store, batch, 60_000);
    budgets.push(budget);
    return budget;
  };

  it('is exact for a small budget: the sixth use of five is refused with the wait', async () => {
    const { store, used } = fakeStore(5);
    const budget = make(store, 1);
    const waits: number[] = [];
    for (let n = 0; n < 6; n++) waits.push(await budget.spend('1.2.3.4'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 30_000]);
    expect(used.get('1.2.3.4')).toBe(6);
  });

  it('asks the store once for about every batch of uses while plenty is left, and counts every use', async () => {
    const { store, calls, used } = fakeStore(1_200);
    const budget = make(store, 12);
    for (let n = 0; n < 260; n++) expect(await budget.spend('1.2.3.4')).toBe(0);
    await budget.flush();
    expect(used.get('1.2.3.4')).toBe(260);
    expect(calls.length).toBeLessThanOrEqual(Math.ceil(260 / 13) + 1);
  });

  it('asks on every use near the end, so a large budget is not overspent', async () => {
    const { store, used } = fakeStore(100);
    const budget = make(store, 10);
    const waits: number[] = [];
    for (let n = 0; n < 110; n++) waits.push(await budget.spend('k'));
    await budget.flush();
    expect(waits.filter((w) => w === 0)).toHaveLength(100);
    expect(waits.slice(100).every((w) => w > 0)).toBe(true);
    expect(used.get('k')).toBeLessThanOrEqual(101);
  });

  it('keeps each key apart', async () => {
    const { store } = fakeStore(2);
    const budget = make(store, 1);
    await budget.spend('a');
    await budget.spend('a');
    expect(await budget.spend('a')).toBeGreaterThan(0);
    expect(await budget.spend('b')).toBe(0);
  });
});

describe('spending here, for a caller that cannot wait', () => {
  const budgets: BatchedBudget[] = [];
  afterEach(() => budgets.splice(0).forEach((b) => b.stop()));

  it('spends only what the last answer left room for, never for a key not yet asked, and every use reaches the store', async () => {
    const { store, used } = fakeStore(1_200);
    const budget = new BatchedBudget(store, 12, 60_000);
    budgets.push(budget);
    expect(budget.spendHere('k')).toBe(false);
    await budget.spend('k');
    const here = Array.from({ length: 20 }, () => budget.spendHere('k'));
    expect(here.filter(Boolean)).toHaveLength(12);
    await budget.flush();
    expect(used.get('k')).toBe(13);
  });

  it('spends nothing here near the end of a budget, nor while refused', async () => {
    const { store } = fakeStore(5);
    const budget = new BatchedBudget(store, 1, 60_000);
    budgets.push(budget);
    for (let n = 0; n < 4; n++) await budget.spend('k');
    expect(budget.spendHere('k')).toBe(false);
    await budget.spend('k');
    expect(await budget.spend('k')).toBeGreaterThan(0);
    expect(budget.spendHere('k')).toBe(false);
  });
});
