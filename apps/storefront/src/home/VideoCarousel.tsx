import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { VIDEO_SCROLL_PX } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { ScrollArrow } from '../ui/ScrollArrow';
import { useAsync } from '../ui/useAsync';
import { useScrollRow } from '../ui/useScrollArrows';

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
  const row = useScrollRow(track, videos.length, VIDEO_SCROLL_PX);
  if (videos.length === 0) return null;
  return (
    <section className="home-section videos" aria-label={t('Kilau videos')}>
      <ScrollArrow
        row={row}
        direction={-1}
        className="videos__arrow videos__arrow--back"
        label={t('Previous videos')}
      />
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
      <ScrollArrow row={row} direction={1} className="videos__arrow videos__arrow--next" label={t('Next videos')} />
    </section>
  );
}
