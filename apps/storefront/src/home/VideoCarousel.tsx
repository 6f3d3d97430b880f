import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { VIDEO_SCROLL_PX } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useAsync } from '../ui/useAsync';
import { useScrollArrows } from '../ui/useScrollArrows';

/**
 * The video carousel: the shop's clips side by side, scrolled 300 px by the arrows, which show
 * only when the clips overflow the row. A failed load shows nothing (storefront seed §8: Failed to
 * fetch videos is silent). A clip with a poster shows it and loads nothing until played (preload
 * none); one without shows its first frame (preload metadata), never a blank box.
 */
export function VideoCarousel() {
  const { t } = useTranslation('home');
  const state = useAsync(() => catalogue.videos(), []);
  const track = useRef<HTMLUListElement>(null);
  const videos = state.status === 'done' ? state.data : [];
  const arrows = useScrollArrows(track, videos.length);
  if (videos.length === 0) return null;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * VIDEO_SCROLL_PX, behavior: 'smooth' });
  return (
    <section className="home-section videos" aria-label={t('Kilau videos')}>
      {arrows.overflows && (
        <button
          type="button"
          className="icon-button videos__arrow videos__arrow--back"
          aria-label={t('Previous videos')}
          disabled={!arrows.canGoBack}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      <ul className="videos__track" ref={track} tabIndex={0} aria-label={t('Videos, scroll sideways')}>
        {videos.map((video) => (
          <li key={video.id} className="videos__item">
            <video
              className="videos__video"
              src={video.video_file || undefined}
              poster={video.poster || undefined}
              preload={video.poster ? 'none' : 'metadata'}
              controls
              muted
              playsInline
              aria-label={video.title || t('Kilau video')}
            />
            {video.title && <p className="videos__title">{video.title}</p>}
          </li>
        ))}
      </ul>
      {arrows.overflows && (
        <button
          type="button"
          className="icon-button videos__arrow videos__arrow--next"
          aria-label={t('Next videos')}
          disabled={!arrows.canGoOn}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </section>
  );
}
