/**
 * Countdowns on the storefront (storefront seed §4, §9): the home page's Special Offer counts down
 * to the end of the campaign it shows, ticking every second and showing zeros once it has ended;
 * the login code screen counts its five minutes down as mm:ss (seed §4 '/verify': "a mm:ss countdown").
 */
import { type CampaignRule, runningCampaigns } from './campaigns.js';

/** Both countdowns tick once a second (seed §9 'countdown tick 1000 ms'). */
export const COUNTDOWN_TICK_MS = 1000;

/** A login code lives five minutes (seed §9 'code validity 5 minutes (300 s)'). */
export const LOGIN_CODE_SECONDS = 300;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/**
 * What is left until `end`, split for display. Zeros once the end has passed (or when there is no
 * end, or it cannot be read), never negative numbers.
 */
export function countdownTo(end: string | Date | null | undefined, now: Date): CountdownParts {
  const endAt = end instanceof Date ? end.getTime() : end ? Date.parse(end) : NaN;
  const left = Number.isNaN(endAt) ? 0 : Math.max(0, Math.floor((endAt - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/**
 * The campaign the home page's Special Offer shows: the first one, in the order served, that runs
 * now (not ended, holding items; and started, as our campaigns may be prepared ahead).
 */
export function offerCampaign<C extends CampaignRule>(campaigns: readonly C[], now: Date): C | undefined {
  return runningCampaigns(campaigns, now)[0];
}

/** Two digits for a countdown box: 7 → '07'. */
export function twoDigits(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}

/** Seconds as mm:ss (300 → '05:00', 59 → '00:59'); negative or unreadable counts read '00:00'. */
export function minutesSeconds(totalSeconds: number): string {
  const left = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${twoDigits(Math.floor(left / 60))}:${twoDigits(left % 60)}`;
}

/** Seconds left of a code sent at `sentAt` (ms), as the verify screen shows them. */
export function codeSecondsLeft(sentAt: number, now: number, lifetime = LOGIN_CODE_SECONDS): number {
  return Math.max(0, lifetime - Math.floor((now - sentAt) / 1000));
}
