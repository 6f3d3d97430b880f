import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { hasMoreReviews, HomeMessages, ratingBreakdown, shownReviews, sortReviews } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { homeApi } from './home-api';
import { ReviewCard } from './ReviewCard';
import { Stars } from './Stars';

/**
 * What They Say: the shoppers' reviews, best rated first and older first among equals, six at a
 * time until Show More; an expandable breakdown of the ratings (storefront seed §4, §9).
 */
export function Reviews() {
  const m = useMessage();
  const { t } = useTranslation('home');
  const state = useAsync(async (signal) => sortReviews(await homeApi.reviews(signal)), []);
  const [expanded, setExpanded] = useState(false);
  return (
    <section className="home-section reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        {t('What They Say')}
      </h2>
      {state.status === 'loading' && <Loading text={m(HomeMessages.loadingReviews)} />}
      {state.status === 'error' && <ErrorLine text={state.error.message} />}
      {state.status === 'done' && state.data.length === 0 && <p className="status">{t(HomeMessages.noReviews)}</p>}
      {state.status === 'done' && state.data.length > 0 && (
        <>
          <Breakdown reviews={state.data} />
          <ul className="reviews__list">
            {shownReviews(state.data, expanded).map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          {hasMoreReviews(state.data.length) && (
            <div className="reviews__more">
              <button type="button" className="button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
                {expanded ? t('Show Less') : t('Show More')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Breakdown({ reviews }: { reviews: Parameters<typeof ratingBreakdown>[0] }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const panel = useId();
  const breakdown = ratingBreakdown(reviews);
  return (
    <div className="breakdown">
      <button
        type="button"
        className="breakdown__toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        <Stars rating={breakdown.average} />
        <span>
          {t('{{average}} out of 5 · {{total}} reviews', {
            average: breakdown.average.toFixed(1),
            total: breakdown.total,
          })}
        </span>
        <span className="breakdown__chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <ul id={panel} className="breakdown__rows" hidden={!open}>
        {breakdown.rows.map((row) => (
          <li key={row.stars} className="breakdown__row">
            <span className="breakdown__stars">{row.stars} ★</span>
            <span className="breakdown__bar" aria-hidden="true">
              <span style={{ width: `${row.percent}%` }} />
            </span>
            <span className="breakdown__count">
              {row.count} ({row.percent}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
