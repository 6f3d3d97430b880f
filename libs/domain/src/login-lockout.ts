/**
 * How many login codes anyone may get wrong for one address, whatever client they come from.
 *
 * The code stays four digits (storefront seed §2: four single-digit boxes), so guessing has to be
 * bounded per address, not per client. Every {@link WRONG_GUESSES_BEFORE_PAUSE}th judged wrong
 * guess within a year pauses codes for the address: a day the first time, and seven times longer
 * for each earlier pause within the past year (1, 7, 49, 343 days). So no day sees more than 20,
 * and the best attacker gets at most 80 wrong guesses in any year (login-lockout.spec.ts simulates
 * it): with 10 000 codes, under a 1 % chance of guessing into a chosen account. The owner still
 * gets in by the one-time link in every code mail, which this rule does not pause.
 *
 * The count runs over a year, not a day: with a daily count, 19 guesses a day would never pause
 * anything, nearly 7 000 a year, and about an even chance of getting in.
 */
export const WRONG_GUESSES_BEFORE_PAUSE = 20;
/** The first pause in a year lasts a day; each later one in the same year this many times longer. */
export const LOCKOUT_GROWTH = 7;

const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** What the shop remembers of one address's wrong guesses. */
export interface LoginGuard {
  /** When each judged wrong guess since the last pause was made, within the past year. */
  wrongGuessesAt: readonly Date[];
  /** When each pause of the past year began. */
  lockoutsAt: readonly Date[];
  /** Codes for the address are refused, unjudged, until this moment. */
  lockedUntil: Date | null;
}

export const UNGUARDED: LoginGuard = { wrongGuessesAt: [], lockoutsAt: [], lockedUntil: null };

/** Until when codes for the address are paused, or null when a guess may be judged now. */
export function lockedUntil(guard: LoginGuard, now: Date): Date | null {
  return guard.lockedUntil && guard.lockedUntil.getTime() > now.getTime() ? guard.lockedUntil : null;
}

/** How long the n-th pause within a year lasts, in days (n counts this one): 1, 7, 49, 343, ... */
export function lockoutDays(lockoutsInYear: number): number {
  return LOCKOUT_GROWTH ** Math.max(0, lockoutsInYear - 1);
}

export interface WrongGuessOutcome {
  guard: LoginGuard;
  /** Set when this guess used up the budget and began a pause (the owner is told of it). */
  lockout?: { from: Date; until: Date };
}

/**
 * Counts a judged wrong guess made at `now` (never call it while {@link lockedUntil} holds: such a
 * guess is refused unjudged). The guess that uses up the budget begins a pause and starts the
 * count again, so the next budget opens when the pause ends.
 */
export function recordWrongGuess(guard: LoginGuard, now: Date): WrongGuessOutcome {
  const at = now.getTime();
  const inYear = (d: Date) => d.getTime() > at - YEAR_MS;
  const wrongGuessesAt = [...guard.wrongGuessesAt.filter(inYear), now];
  const lockoutsAt = guard.lockoutsAt.filter(inYear);
  if (wrongGuessesAt.length < WRONG_GUESSES_BEFORE_PAUSE) {
    return { guard: { wrongGuessesAt, lockoutsAt, lockedUntil: guard.lockedUntil } };
  }
  const lockouts = [...lockoutsAt, now];
  const until = new Date(at + lockoutDays(lockouts.length) * DAY_MS);
  return {
    guard: { wrongGuessesAt: [], lockoutsAt: lockouts, lockedUntil: until },
    lockout: { from: now, until },
  };
}

/**
 * The chance that `wrongGuesses` guesses at four-digit codes found one, when each code takes
 * `triesPerCode` distinct guesses before it dies: the takeover risk the budget above bounds.
 */
export function guessingChance(wrongGuesses: number, triesPerCode = 5, codes = 10_000): number {
  const fullCodes = Math.floor(wrongGuesses / triesPerCode);
  const rest = wrongGuesses % triesPerCode;
  return 1 - (1 - triesPerCode / codes) ** fullCodes * (1 - rest / codes);
}
