import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { VIDEO_SCROLL_PX } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useAsync } from '../ui/useAsync';

/**
 * The video carousel: the shop's clips side by side, scrolled 300 px by the arrows. A failed
 * load shows nothing (storefront seed §8: Failed to fetch videos is silent). Clips load only
 * when played (preload none), so the home page stays light.
 */
export function VideoCarousel() {
  const { t } = useTranslation('home');
  const state = useAsync(() => catalogue.videos(), []);
  const track = useRef<HTMLUListElement>(null);
  if (state.status !== 'done' || state.data.length === 0) return null;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * VIDEO_SCROLL_PX, behavior: 'smooth' });
  return (
    <section className="home-section videos" aria-label={t('Kilau videos')}>
      <button
        type="button"
        className="icon-button videos__arrow videos__arrow--back"
        aria-label={t('Previous videos')}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <ul className="videos__track" ref={track} tabIndex={0} aria-label={t('Videos, scroll sideways')}>
        {state.data.map((video) => (
          <li key={video.id} className="videos__item">
            <video
              className="videos__video"
              src={video.video_file || undefined}
              preload="none"
              controls
              muted
              playsInline
              aria-label={video.title || t('Kilau video')}
            />
            {video.title && <p className="videos__title">{video.title}</p>}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="icon-button videos__arrow videos__arrow--next"
        aria-label={t('Next videos')}
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </section>
  );
}
