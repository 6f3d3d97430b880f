import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Where a sideways-scrolling row stands: whether it overflows at all, and whether it can go back or on. */
export interface ScrollArrows {
  overflows: boolean;
  canGoBack: boolean;
  canGoOn: boolean;
}

/** A row's arrows and what they do: scroll it one step back (-1) or on (1), smoothly. */
export interface ScrollRow extends ScrollArrows {
  scroll(direction: 1 | -1): void;
}

const FITS: ScrollArrows = { overflows: false, canGoBack: false, canGoOn: false };

/** A pixel of slack: browsers round scroll positions, so "at the end" is within one pixel. */
const SLACK_PX = 1;

/**
 * A row that scrolls `stepPx` a click, with arrows shown only when it overflows (ScrollArrow.tsx).
 * Every sideways row of the shop (charm bar, recommendations, videos) is one of these.
 */
export function useScrollRow(row: RefObject<HTMLElement | null>, itemCount: number, stepPx: number): ScrollRow {
  const arrows = useScrollArrows(row, itemCount);
  const scroll = useCallback(
    (direction: 1 | -1) => row.current?.scrollBy({ left: direction * stepPx, behavior: 'smooth' }),
    [row, stepPx],
  );
  return { ...arrows, scroll };
}

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
