import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { CatalogueMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { type CardItem, ProductCard } from '../listings/ProductCard';
import { ScrollArrow } from '../ui/ScrollArrow';
import { Loading } from '../ui/Status';
import type { AsyncState } from '../ui/useAsync';
import { useScrollRow } from '../ui/useScrollArrows';
import { RECOMMENDATION_SCROLL_PX } from './detail-rules';

/**
 * 'You might also like' (storefront seed §2): a row of cards scrolled 260 px by its arrows, which
 * show only when the cards overflow the row and are disabled at its ends;
 * a failed or empty choice reads 'No recommendations'.
 */
export function Recommendations({ state }: { state: AsyncState<CardItem[]> }) {
  const { t } = useTranslation('catalogue');
  const m = useMessage();
  const row = useRef<HTMLUListElement>(null);
  const items = state.status === 'done' ? state.data : [];
  const arrows = useScrollRow(row, items.length, RECOMMENDATION_SCROLL_PX);
  return (
    <section className="recommendations" aria-labelledby="recommendations-title">
      <h2 id="recommendations-title" className="section-title">
        {t('You might also like')}
      </h2>
      {state.status === 'loading' && <Loading text="Loading..." />}
      {state.status !== 'loading' && items.length === 0 && (
        <p className="status status--empty">{m(CatalogueMessages.noRecommendations)}</p>
      )}
      {items.length > 0 && (
        <div className="recommendations__frame">
          <ScrollArrow
            row={arrows}
            direction={-1}
            className="recommendations__arrow"
            label={t('Scroll recommendations left')}
          />
          <ul ref={row} className="recommendations__row">
            {items.map((item) => (
              <li key={item.href} className="recommendations__item">
                <ProductCard item={item} />
              </li>
            ))}
          </ul>
          <ScrollArrow
            row={arrows}
            direction={1}
            className="recommendations__arrow"
            label={t('Scroll recommendations right')}
          />
        </div>
      )}
    </section>
  );
}
