import { Children, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useScrollArrows } from '../ui/useScrollArrows';

/** Recommendation carousels scroll 260 px a step (storefront seed §9). */
const STEP_PX = 260;

/**
 * A horizontal list with previous/next arrows, shown only when the items overflow the list and
 * disabled at its ends; the items are the caller's `li`s.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('builder');
  const list = useRef<HTMLUListElement>(null);
  const arrows = useScrollArrows(list, Children.count(children));
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * STEP_PX, behavior: 'smooth' });
  return (
    <div className="carousel">
      {arrows.overflows && (
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label={t('Scroll {{label}} left', { label: t(label) })}
          disabled={!arrows.canGoBack}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      <ul className="carousel__list" ref={list} aria-label={label}>
        {children}
      </ul>
      {arrows.overflows && (
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label={t('Scroll {{label}} right', { label: t(label) })}
          disabled={!arrows.canGoOn}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
