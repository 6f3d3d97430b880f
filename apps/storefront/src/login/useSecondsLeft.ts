import { useEffect, useState } from 'react';

import { codeSecondsLeft, COUNTDOWN_TICK_MS } from '@kilau/domain';

/** Seconds left of a code sent at `sentAt`, re-read every second (from the clock, so a reload keeps it). */
export function useSecondsLeft(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = codeSecondsLeft(sentAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [left, sentAt]);
  return left;
}
