import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PictureVariant } from '@kilau/domain';

import { Picture } from '../ui/Picture';
import { stepPicture, swipeStep, thumbnailsScroll } from './detail-rules';

export interface GalleryPicture {
  src: string | null | undefined;
  variants?: PictureVariant[] | undefined;
  alt: string;
}

/**
 * A detail page's pictures (storefront seed §2, §4): the chosen picture large, arrows that show on
 * hover (always on touch screens), swipe beyond 45 px, and thumbnails that scroll past six.
 */
export function Gallery({ pictures, name }: { pictures: GalleryPicture[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const shown = pictures.length ? pictures : [{ src: null, alt: name }];
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const current = Math.min(index, shown.length - 1);
  const picture = shown[current] ?? shown[0];
  const many = shown.length > 1;
  const step = (by: number) => setIndex((at) => stepPicture(Math.min(at, shown.length - 1), by, shown.length));

  // keep the chosen thumbnail in view when the strip scrolls (the strip only: the page stays put)
  useEffect(() => {
    const strip = thumbs.current;
    const chosen = strip?.children[current] as HTMLElement | undefined;
    if (!strip || !chosen) return;
    const offset = chosen.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    if (offset < 0 || offset + chosen.offsetWidth > strip.clientWidth) {
      strip.scrollBy?.({ left: offset - (strip.clientWidth - chosen.offsetWidth) / 2, behavior: 'smooth' });
    }
  }, [current]);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start != null && end != null) step(swipeStep(start, end));
  };

  return (
    <div className="gallery">
      <div className="gallery__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Picture
          className="gallery__picture"
          src={picture?.src}
          variants={picture?.variants}
          sizes="(min-width: 900px) 50vw, 100vw"
          alt={picture?.alt || name}
          loading="eager"
        />
        {many && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              aria-label={t('Previous picture')}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={t('Next picture')}
              onClick={() => step(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <span className="visually-hidden" aria-live="polite">
              {`Picture ${current + 1} of ${shown.length}`}
            </span>
          </>
        )}
      </div>
      {many && (
        <ul
          ref={thumbs}
          className={`gallery__thumbs${thumbnailsScroll(shown.length) ? ' gallery__thumbs--scroll' : ''}`}
          aria-label={t('Pictures')}
        >
          {shown.map((picture, at) => (
            <li key={`${picture.src ?? 'none'}-${at}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show picture ${at + 1}`}
                aria-current={at === current ? 'true' : undefined}
                onClick={() => setIndex(at)}
              >
                <Picture src={picture.src} variants={picture.variants} sizes="80px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
