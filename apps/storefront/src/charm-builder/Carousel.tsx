import { Children, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ScrollArrow } from '../ui/ScrollArrow';
import { useScrollRow } from '../ui/useScrollArrows';

/** Recommendation carousels scroll 260 px a step (storefront seed §9). */
const STEP_PX = 260;

/**
 * A horizontal list with previous/next arrows, shown only when the items overflow the list and
 * disabled at its ends; the items are the caller's `li`s.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('builder');
  const list = useRef<HTMLUListElement>(null);
  const row = useScrollRow(list, Children.count(children), STEP_PX);
  return (
    <div className="carousel">
      <ScrollArrow
        row={row}
        direction={-1}
        className="carousel__arrow"
        label={t('Scroll {{label}} left', { label: t(label) })}
      />
      <ul className="carousel__list" ref={list} aria-label={label}>
        {children}
      </ul>
      <ScrollArrow
        row={row}
        direction={1}
        className="carousel__arrow"
        label={t('Scroll {{label}} right', { label: t(label) })}
      />
    </div>
  );
}
