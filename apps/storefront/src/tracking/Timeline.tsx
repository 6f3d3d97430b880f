import { courierStatusInWords, formatWibDateTime, timelineNewestFirst } from '@kilau/domain';

import { type Tracking, TRACKING_LANGUAGE } from './tracking-api';

/** The parcel's history, newest first, as an ordered list; J&T's entries in words, not its codes. */
export function Timeline({ history }: { history: Tracking['history'] }) {
  return (
    <section className="panel" aria-labelledby="track-timeline-title">
      <h2 id="track-timeline-title" className="panel__title">
        Tracking History
      </h2>
      <ol className="track-timeline">
        {timelineNewestFirst(history).map((entry, index) => (
          <li key={`${entry.date_time}-${index}`} className={index === 0 ? 'track-timeline__latest' : undefined}>
            <time dateTime={entry.date_time}>{formatWibDateTime(entry.date_time)}</time>
            <span>{courierStatusInWords(entry, TRACKING_LANGUAGE)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
