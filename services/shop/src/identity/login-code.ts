import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A code dies after this many wrong tries (issue: "a code dies after 5 wrong tries"). */
export const MAX_WRONG_TRIES = 5;

/** Four digits, "0042" included: the verify screen has four single-digit boxes. */
export function newLoginCode(pick: (max: number) => number = randomInt): string {
  return String(pick(10_000)).padStart(4, '0');
}

/**
 * Codes are kept only as a keyed hash bound to the address, so a database leak gives neither
 * usable codes nor a table to look them up in without the key (the shop's `otp` key, never the
 * one that signs tokens).
 */
export function hashLoginCode(key: Buffer | string, email: string, code: string): string {
  return createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the shop knows of the newest live code for an address when someone types a code. */
export interface WaitingCode {
  expiresAt: Date;
  failedAttempts: number;
}

/** A code neither used nor superseded, with the client that asked for it. */
export interface CandidateCode extends WaitingCode {
  requestedBy: string | null;
}

/**
 * The one code a guess from `client` is judged against (`codes` newest first): the newest unexpired
 * code that client asked for, else the newest unexpired code of the address (a shopper may ask on
 * one network and type on another), else the newest code, which answers 'expired'. Each guess is
 * judged against exactly one code, and a stranger's guesses go to their own code while it lives.
 */
export function codeToJudge<T extends CandidateCode>(codes: readonly T[], client: string, now: Date): T | undefined {
  const unexpired = codes.filter((code) => code.expiresAt.getTime() > now.getTime());
  return unexpired.find((code) => code.requestedBy === client) ?? unexpired[0] ?? codes[0];
}

export type CodeCheck =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; reason: 'no_code' | 'expired' | 'locked' }
  | { outcome: 'refused'; reason: 'wrong_code'; triesLeft: number };

/**
 * Decides a login attempt. A wrong try is counted before anything else can happen, so a code
 * gets at most five guesses however many arrive at once (the caller holds the row locked).
 */
export function checkLoginCode(code: WaitingCode | undefined, matches: boolean, now: Date): CodeCheck {
  if (!code) return { outcome: 'refused', reason: 'no_code' };
  if (code.failedAttempts >= MAX_WRONG_TRIES) return { outcome: 'refused', reason: 'locked' };
  if (code.expiresAt.getTime() <= now.getTime()) return { outcome: 'refused', reason: 'expired' };
  if (!matches)
    return { outcome: 'refused', reason: 'wrong_code', triesLeft: MAX_WRONG_TRIES - code.failedAttempts - 1 };
  return { outcome: 'accepted' };
}
