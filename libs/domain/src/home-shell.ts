import { escapeHtml } from './link-preview.js';
import { formatsOf, type PictureVariant, srcsetOf, VARIANT_TYPES } from './picture-variants.js';

/** A picture as the shop's answers give it: its address and the smaller copies made of it. */
export interface ShellPicture {
  src: string;
  variants?: readonly PictureVariant[] | undefined;
}

/** The formats a browser must be asked about (`<source type>`); the original's own goes on the `<img>`. */
const MODERN = new Set(['avif', 'webp']);

/**
 * A drawing (SVG, as the demo's are) is smaller than any raster copy of it and sharp at every
 * width: pages show it as itself, its raster variants are for what cannot show SVG.
 */
export function isDrawing(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src);
}

/**
 * The home hero's picture as the storefront's `Picture` draws it (`priority`, `sizes="100vw"`):
 * the same element, sources and candidates, so the browser picks the same file for both and the
 * app's picture, drawn later, comes from the memory cache.
 */
export function heroPictureHtml(picture: ShellPicture): string {
  const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  const image = (srcset?: string) =>
    `<img loading="eager" fetchpriority="high" decoding="async" class="page-hero__picture"${attribute('src', picture.src)}` +
    (srcset ? `${attribute('srcset', srcset)} sizes="100vw"` : '') +
    ' alt="">';
  const variants = picture.variants ?? [];
  if (variants.length === 0 || isDrawing(picture.src)) return image();
  const formats = formatsOf(variants);
  const own = formats.find((format) => !MODERN.has(format));
  const sources = formats
    .filter((format) => MODERN.has(format))
    .map(
      (format) =>
        `<source${attribute('type', VARIANT_TYPES[format])}${attribute('srcset', srcsetOf(variants, format))} sizes="100vw">`,
    );
  return `<picture>${sources.join('')}${image(own && srcsetOf(variants, own))}</picture>`;
}

/**
 * The hero's `<link rel="preload">`, for the top of index.html's head: ahead of the scripts, so
 * it is among the first requests (HTTP/1.1 gives a page six connections; behind the six scripts it
 * waited a round trip). A photo preloads its best format's candidates, for browsers that take
 * that format only (`type`); the others find the picture in the body a moment later.
 */
export function heroPreloadHtml(picture: ShellPicture): string {
  const variants = picture.variants ?? [];
  const best = formatsOf(variants)[0];
  if (!best || isDrawing(picture.src))
    return `<link rel="preload" as="image" href="${escapeHtml(picture.src)}" fetchpriority="high">`;
  const type = MODERN.has(best) ? ` type="${VARIANT_TYPES[best]}"` : ` href="${escapeHtml(picture.src)}"`;
  return `<link rel="preload" as="image"${type} imagesrcset="${escapeHtml(srcsetOf(variants, best))}" imagesizes="100vw" fetchpriority="high">`;
}

/**
 * A page's first screen in index.html: what goes at the top of its head (before the scripts),
 * what after them at the head's end (`late`: hints that must not delay the app's own scripts),
 * and what inside its root element.
 */
export interface FirstScreen {
  head: string;
  late?: string;
  body: string;
}

/**
 * The home page's first screen in index.html, before any script has run: the header's frame
 * (its logo), the marquee's band and the hero picture where the app draws them, so the page's
 * largest picture is painted as soon as it arrives instead of after the scripts, the page's chunk
 * and the banner lookup. Words are left to the app (the shopper's language is known only to the
 * browser); the app replaces the whole frame with the real page when it starts.
 */
export function homeShell(hero: ShellPicture): FirstScreen {
  return {
    head: heroPreloadHtml(hero),
    body:
      '<div class="home-shell" aria-hidden="true">' +
      '<div class="site-header"><div class="site-header__bar"><span class="site-header__logo">KILAU</span></div></div>' +
      '<div class="home-shell__marquee"></div>' +
      `<section class="page-hero">${heroPictureHtml(hero)}</section>` +
      '</div>',
  };
}

/**
 * index.html with a first screen: its head part before the first script (or at the head's end),
 * its late part at the head's end, its body inside the app's root element (empty as Vite leaves it).
 */
export function withFirstScreen(html: string, screen: FirstScreen | undefined): string {
  if (!screen) return html;
  // functions, so an address holding `$&` is text, not a replacement pattern
  let page = html;
  if (screen.head)
    page = /<script\b/i.test(page)
      ? page.replace(/<script\b/i, (script) => `${screen.head}\n    ${script}`)
      : page.replace(/<\/head>/i, () => `  ${screen.head}\n  </head>`);
  if (screen.late) page = page.replace(/<\/head>/i, () => `  ${screen.late}\n  </head>`);
  return page.replace(/<div id="root"><\/div>/, () => `<div id="root">${screen.body}</div>`);
}
