import { ConflictException } from '@nestjs/common';

import {
  DELIVERY_PATH,
  isTerminal,
  MANIFEST,
  nextStage,
  PICKED_UP,
  RETURNING,
  type StageCode,
  type StageEvent,
} from './stages.js';

const lastOf = (history: StageEvent[]): StageEvent => history[history.length - 1] as StageEvent;

/**
 * Brings a parcel's history up to `now` when stages pass by themselves: each stage follows the one
 * before after `everyMs`. Worked out when someone looks, from the last recorded stage, so parcels
 * nobody asks about cost nothing; a cancelled or finished parcel stays where it is.
 */
export function settle(history: StageEvent[], everyMs: number, now: number): void {
  if (everyMs <= 0) return;
  let last = lastOf(history);
  for (let next = nextStage(last.code); next && last.at + everyMs <= now; next = nextStage(last.code)) {
    last = { code: next, at: last.at + everyMs };
    history.push(last);
  }
}

/** The stages between the current one and `to`, in order, or why there is no such way. */
function wayTo(current: StageCode, to: StageCode): StageCode[] | string {
  if (isTerminal(current)) return `The parcel is already at ${current}, where it stays`;
  const delivery: readonly StageCode[] = DELIVERY_PATH;
  if (delivery.includes(to)) {
    const from = delivery.indexOf(current);
    const target = delivery.indexOf(to);
    return from >= 0 && target > from
      ? delivery.slice(from + 1, target + 1)
      : `A parcel at ${current} cannot move to ${to}`;
  }
  if (to === RETURNING || to === 402) {
    if (current === RETURNING) return to === 402 ? [402] : `The parcel is already at ${current}`;
    // A parcel still waiting for pickup is collected first: only a collected parcel can go back.
    const start: StageCode[] = current === MANIFEST ? [PICKED_UP, RETURNING] : [RETURNING];
    return to === 402 ? [...start, 402] : start;
  }
  return `${to} is reached through the cancel API, not by advancing`;
}

/**
 * Moves a parcel, on the control API's word, to the next stage or to `to`, recording every stage
 * on the way at `now` so the history stays complete and chronological.
 */
export function advance(history: StageEvent[], now: number, to?: StageCode): void {
  const current = lastOf(history).code;
  const target = to ?? nextStage(current);
  const way = target === undefined ? `The parcel is already at ${current}, where it stays` : wayTo(current, target);
  if (typeof way === 'string') throw new ConflictException(way);
  way.forEach((code) => history.push({ code, at: now }));
}
