import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Where a sideways-scrolling row stands: whether it overflows at all, and whether it can go back or on. */
export interface ScrollArrows {
  overflows: boolean;
  canGoBack: boolean;
  canGoOn: boolean;
}

const FITS: ScrollArrows = { overflows: false, canGoBack: false, canGoOn: false };

/** A pixel of slack: browsers round scroll positions, so "at the end" is within one pixel. */
const SLACK_PX = 1;

/**
 * Tracks a row's overflow so its arrows show only when there is somewhere to scroll, and each is
 * disabled at its end. Re-measured when the row or its items resize and when it scrolls.
 * `itemCount` re-attaches the observers when the row's content changes.
 */
export function useScrollArrows(row: RefObject<HTMLElement | null>, itemCount: number): ScrollArrows {
  const [arrows, setArrows] = useState<ScrollArrows>(FITS);
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const room = el.scrollWidth - el.clientWidth;
    const next =
      room <= SLACK_PX
        ? FITS
        : { overflows: true, canGoBack: el.scrollLeft > SLACK_PX, canGoOn: el.scrollLeft < room - SLACK_PX };
    setArrows((prev) =>
      prev.overflows === next.overflows && prev.canGoBack === next.canGoBack && prev.canGoOn === next.canGoOn
        ? prev
        : next,
    );
  }, [row]);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    for (const child of Array.from(el.children)) resized.observe(child);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [row, measure, itemCount]);
  return arrows;
}
