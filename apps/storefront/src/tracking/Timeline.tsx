import { useTranslation } from 'react-i18next';

import { courierStatusInWords, timelineNewestFirst } from '@kilau/domain';

import { useLanguage, useShopTime } from '../i18n/useLanguage';
import type { Tracking } from './tracking-api';

/** The parcel's history, newest first, as an ordered list; J&T's entries in words, not its codes. */
export function Timeline({ history }: { history: Tracking['history'] }) {
  const shopTime = useShopTime();
  const language = useLanguage();
  const { t } = useTranslation('orders');
  return (
    <section className="panel" aria-labelledby="track-timeline-title">
      <h2 id="track-timeline-title" className="panel__title">
        {t('Tracking History')}
      </h2>
      <ol className="track-timeline">
        {timelineNewestFirst(history).map((entry, index) => (
          <li key={`${entry.date_time}-${index}`} className={index === 0 ? 'track-timeline__latest' : undefined}>
            <time dateTime={entry.date_time}>{shopTime(entry.date_time)}</time>
            <span>{courierStatusInWords(entry, language)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
