import {
  guessingChance,
  lockedUntil,
  lockoutDays,
  type LoginGuard,
  recordWrongGuess,
  UNGUARDED,
  WRONG_GUESSES_BEFORE_PAUSE,
} from './login-lockout.js';

const start = new Date('2026-11-22T10:00:00Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
const at = (ms: number) => new Date(start.getTime() + ms);
const guesses = (count: number, from = 0, every = 60_000) =>
  Array.from({ length: count }, (_, i) => at(from + i * every));

describe('the guessing budget of one address (20 wrong guesses, then a pause)', () => {
  it.each<[string, LoginGuard, number, number, number | undefined]>([
    ['a first wrong guess', UNGUARDED, 0, 1, undefined],
    ['the 19th wrong guess', { ...UNGUARDED, wrongGuessesAt: guesses(18) }, HOUR, 19, undefined],
    ['the 20th wrong guess in a day pauses codes a day', { ...UNGUARDED, wrongGuessesAt: guesses(19) }, HOUR, 0, 1],
    [
      'the 20th wrong guess in a year, 19 a day apart, pauses too',
      { ...UNGUARDED, wrongGuessesAt: guesses(19, 0, DAY) },
      19 * DAY,
      0,
      1,
    ],
    [
      'a guess a year old no longer counts',
      { ...UNGUARDED, wrongGuessesAt: guesses(19, 0, DAY) },
      YEAR + 1,
      19,
      undefined,
    ],
    ['all guesses a year old forgotten', { ...UNGUARDED, wrongGuessesAt: guesses(19) }, 2 * YEAR, 1, undefined],
    [
      'a second pause within the year lasts 7 days',
      { ...UNGUARDED, wrongGuessesAt: guesses(19, 5 * DAY), lockoutsAt: [at(0)] },
      5 * DAY + HOUR,
      0,
      7,
    ],
    [
      'a third lasts 49 days',
      { ...UNGUARDED, wrongGuessesAt: guesses(19, 9 * DAY), lockoutsAt: [at(0), at(DAY)] },
      9 * DAY + HOUR,
      0,
      49,
    ],
    [
      'a fourth pause within the year lasts 343 days',
      { ...UNGUARDED, wrongGuessesAt: guesses(19, 100 * DAY), lockoutsAt: [at(0), at(DAY), at(8 * DAY)] },
      100 * DAY + HOUR,
      0,
      343,
    ],
    [
      'pauses over a year old do not lengthen the next',
      { ...UNGUARDED, wrongGuessesAt: guesses(19, 400 * DAY), lockoutsAt: [at(0), at(DAY)] },
      400 * DAY + HOUR,
      0,
      1,
    ],
  ])('%s', (_case, guard, after, counted, lockedDays) => {
    const now = at(after);
    const { guard: next, lockout } = recordWrongGuess(guard, now);
    expect(next.wrongGuessesAt).toHaveLength(counted);
    if (lockedDays === undefined) {
      expect(lockout).toBeUndefined();
      expect(lockedUntil(next, now)).toBeNull();
      return;
    }
    const until = new Date(now.getTime() + lockedDays * DAY);
    expect(lockout).toEqual({ from: now, until });
    expect(lockedUntil(next, now)).toEqual(until);
    expect(lockedUntil(next, new Date(until.getTime() - 1))).toEqual(until);
    expect(lockedUntil(next, until)).toBeNull();
  });

  it.each([
    [1, 1],
    [2, 7],
    [3, 49],
    [4, 343],
  ])('the pause number %i of a year lasts %i days', (n, days) => {
    expect(lockoutDays(n)).toBe(days);
  });

  it.each([
    [0, 0],
    [5, 0.0005],
    [7, 1 - (1 - 0.0005) * (1 - 0.0002)],
    [80, 1 - (1 - 0.0005) ** 16],
  ])('%i wrong guesses find a code with chance %f', (wrong, chance) => {
    expect(guessingChance(wrong)).toBeCloseTo(chance, 12);
  });
});

/**
 * An attacker who guesses one address from as many clients as they like, a guess every `paceMs`
 * while codes are not paused, resting `restDays` after each pause: every guess is wrong (the
 * chance is reckoned from their number). Answers when each judged guess was made.
 */
function attack(days: number, paceMs: number, restDays = 0): number[] {
  const end = days * DAY;
  const judged: number[] = [];
  let guard: LoginGuard = UNGUARDED;
  let t = 0;
  while (t < end) {
    const paused = lockedUntil(guard, at(t));
    if (paused) {
      t = paused.getTime() - start.getTime() + restDays * DAY;
      continue;
    }
    judged.push(t);
    guard = recordWrongGuess(guard, at(t)).guard;
    t += paceMs;
  }
  return judged;
}

/** The most guesses any 365-day stretch of `judged` holds. */
function mostInAYear(judged: number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < judged.length; last++) {
    while (judged[last]! - judged[first]! >= 365 * DAY) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe('the best attacker against one address', () => {
  const strategies: Array<[string, number, number]> = [
    ['a guess a second, never resting', 1000, 0],
    ['a guess an hour', HOUR, 0],
    ['19 guesses a day, never 20 in any day', 76 * 60_000, 0],
    ['a guess a week', 7 * DAY, 0],
    ['a guess a minute, resting a month after each pause', 60_000, 30],
    ['a guess a minute, resting half a year after each pause', 60_000, 182],
  ];

  it.each(strategies)('%s: at most 80 wrong guesses in the first year, under a 1%% chance', (_s, pace, rest) => {
    const wrong = attack(365, pace, rest).length;
    expect(wrong).toBeLessThanOrEqual(80);
    expect(guessingChance(wrong)).toBeLessThan(0.01);
  });

  it.each(strategies)('%s: at most 80 in any year of a five-year attack', (_s, pace, rest) => {
    const most = mostInAYear(attack(5 * 365, pace, rest));
    expect(most).toBeLessThanOrEqual(80);
    expect(guessingChance(most)).toBeLessThan(0.01);
  });

  it('the fastest attacker gets exactly the 80 the rule allows: pauses of 1, 7, 49 and 343 days', () => {
    const judged = attack(365, 1000);
    expect(judged).toHaveLength(4 * WRONG_GUESSES_BEFORE_PAUSE);
    expect(guessingChance(judged.length)).toBeCloseTo(0.008, 3);
  });
});
