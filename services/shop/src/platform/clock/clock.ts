/**
 * What time it is, for the write side's decisions. Handlers ask it instead of `new Date()` so a
 * test can pin the time the facts record (a fixed clock) and the decisions stay reproducible.
 */
export interface Clock {
  now(): Date;
}

/** Nest's token for the shop's {@link Clock}. */
export const CLOCK = Symbol('CLOCK');

/** The machine's clock: what the shop uses outside tests. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `at`, for tests: every fact it stamps carries that instant. */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return { now: () => new Date(instant) };
}
