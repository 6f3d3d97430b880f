import { useEffect, useState } from 'react';

import { secondsLeft } from '@kilau/domain';

/** Seconds left until `deadline` (ms since epoch), ticking once a second; null while unknown. */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, now);
}
