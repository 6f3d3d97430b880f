/**
 * The smaller copies of a kept picture that pages load instead of the original: a few widths in
 * AVIF and WebP beside the picture's own format, each under a name that carries a hash of the
 * original's bytes, so a changed picture gets new names and every name may be cached for a year.
 */

/** The widths a page chooses from: a phone's card, a tablet's or a detail page, a wide hero. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** The formats a kept picture can be in (`svg` only for the demo's drawings). */
export type PictureKind = 'jpg' | 'png' | 'webp' | 'gif' | 'svg';

/** Best first: AVIF is the smallest, WebP next; the original's format is the last resort. */
export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png' | 'gif';

/** One copy of a picture, as an answer lists it beside the picture's own field. */
export interface PictureVariant {
  format: VariantFormat;
  width: number;
  url: string;
}

/** A kept picture as the shop records it: its path under the media folder, its hash and width. */
export interface KeptPicture {
  path: string;
  hash: string;
  kind: PictureKind;
  /** The original's width in pixels (an SVG's drawing width: it scales to any width). */
  width: number;
}

export const VARIANT_TYPES: Readonly<Record<VariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * The widths worth making: every standard width below the original's, and the original's own
 * width when it is under the largest, so nothing is ever enlarged. A drawing (SVG) scales without
 * loss, so it gets every width.
 */
export function variantWidths(picture: Pick<KeptPicture, 'kind' | 'width'>): number[] {
  if (picture.kind === 'svg') return [...VARIANT_WIDTHS];
  const below: number[] = VARIANT_WIDTHS.filter((width) => width < picture.width);
  const largest = Math.min(picture.width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!);
  return below.includes(largest) ? below : [...below, largest];
}

/**
 * The formats worth making, best first. A GIF may move: AVIF as sharp writes it would freeze it,
 * so a GIF gets animated WebP and a smaller GIF. A drawing has no raster format of its own.
 */
export function variantFormats(kind: PictureKind): VariantFormat[] {
  switch (kind) {
    case 'jpg':
    case 'png':
      return ['avif', 'webp', kind];
    case 'webp':
    case 'svg':
      return ['avif', 'webp'];
    case 'gif':
      return ['webp', 'gif'];
    default: {
      const never: never = kind;
      throw new Error(`no variants for ${String(never)}`);
    }
  }
}

const VARIANT_NAME = /^(.+)\.([0-9a-f]{12})\.(\d+)w\.(avif|webp|jpg|png|gif)$/;

/** A variant's path beside its original: `products/ring-1.svg` → `products/ring-1.<hash>.640w.webp`. */
export function variantPath(picture: Pick<KeptPicture, 'path' | 'hash'>, format: VariantFormat, width: number): string {
  return `${stem(picture.path)}.${picture.hash}.${width}w.${format}`;
}

/** What a variant's path names, or undefined when the path is no variant's. */
export function parseVariantPath(
  path: string,
): { stem: string; hash: string; width: number; format: VariantFormat } | undefined {
  const match = VARIANT_NAME.exec(path);
  if (!match) return undefined;
  return { stem: match[1]!, hash: match[2]!, width: Number(match[3]), format: match[4] as VariantFormat };
}

/** The path without its extension. */
export function stem(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(0, dot) : path;
}

/** Every variant a kept picture has, best format first and narrowest first, each at `base` + its path. */
export function pictureVariants(picture: KeptPicture, base: string): PictureVariant[] {
  const widths = variantWidths(picture);
  return variantFormats(picture.kind).flatMap((format) =>
    widths.map((width) => ({ format, width, url: `${base}/${variantPath(picture, format, width)}` })),
  );
}

/** Whether a variant with this format and width belongs to the picture (anything else is never made). */
export function isVariantOf(picture: KeptPicture, format: VariantFormat, width: number): boolean {
  return variantFormats(picture.kind).includes(format) && variantWidths(picture).includes(width);
}

/** The variants of one format as a `srcset` (`url 320w, url 640w`), narrowest first. */
export function srcsetOf(variants: readonly PictureVariant[], format: VariantFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The formats present among the variants, best first (the order `<source>` elements must come in). */
export function formatsOf(variants: readonly PictureVariant[]): VariantFormat[] {
  const order: VariantFormat[] = ['avif', 'webp', 'jpg', 'png', 'gif'];
  return order.filter((format) => variants.some((variant) => variant.format === format));
}

/**
 * The narrowest variant at least `width` pixels wide (else the widest) in `format`: for a slot
 * whose width is known, such as the home page's first picture, loaded at once without a srcset.
 */
export function variantFor(
  variants: readonly PictureVariant[],
  format: VariantFormat,
  width: number,
): PictureVariant | undefined {
  const ofFormat = variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  return ofFormat.find((variant) => variant.width >= width) ?? ofFormat[ofFormat.length - 1];
}
