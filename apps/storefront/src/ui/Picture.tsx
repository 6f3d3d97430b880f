import { type ImgHTMLAttributes, useState } from 'react';

import { formatsOf, isDrawing, type PictureVariant, srcsetOf, VARIANT_TYPES } from '@kilau/domain';

import placeholder from '../assets/placeholder.svg';

/** A picture's address as the API gives it, with the smaller copies the shop made of it (if any). */
export interface ShownPicture {
  src: string;
  variants?: PictureVariant[];
}

/** The formats a browser must be asked about (`<source type>`); the original's own goes on the `<img>`. */
const MODERN = new Set(['avif', 'webp']);

/**
 * A picture that falls back to the shop's placeholder when missing or broken. With variants it is
 * a `<picture>`: AVIF, then WebP, then the original's format, each as a `srcset` the browser picks
 * from by `sizes` (how wide the picture shows) and the screen's density. A drawing (SVG) is shown
 * as itself: a 2.5 KB drawing is 2.4 KB as a 320 px AVIF and 11.5 KB at 1280 px. Lazily loaded
 * unless `priority`: the page's largest picture above the fold, fetched first (index.html's home
 * shell draws the home hero the same way, `heroPictureHtml`).
 */
export function Picture({
  src,
  variants,
  sizes,
  priority = false,
  alt,
  fallback = placeholder,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  variants?: PictureVariant[] | undefined;
  /** How wide the picture shows, as `<img sizes>` reads it (e.g. `(min-width: 900px) 25vw, 50vw`). */
  sizes?: string;
  priority?: boolean;
  alt: string;
  fallback?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !src || broken === src ? fallback : src;
  const loading = priority
    ? { loading: 'eager' as const, fetchPriority: 'high' as const }
    : { loading: 'lazy' as const };
  const image = (srcSet?: string) => (
    <img
      {...loading}
      decoding="async"
      {...rest}
      src={shown}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={() => src && setBroken(src)}
    />
  );
  if (shown !== src || !variants?.length || isDrawing(src)) return image();
  const formats = formatsOf(variants);
  const own = formats.find((format) => !MODERN.has(format));
  return (
    <picture>
      {formats
        .filter((format) => MODERN.has(format))
        .map((format) => (
          <source key={format} type={VARIANT_TYPES[format]} srcSet={srcsetOf(variants, format)} sizes={sizes} />
        ))}
      {image(own && srcsetOf(variants, own))}
    </picture>
  );
}
