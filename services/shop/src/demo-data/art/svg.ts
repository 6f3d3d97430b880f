/**
 * Demo artwork drawn locally as SVG, so a freshly seeded shop has recognisable images without any network,
 * stock photos or licences. Every function is pure: the same input always gives the same document.
 * @packageDocumentation
 */
import type { CharmCategory, CharmLabel, GiftSetLabel, ProductCategory, ProductLabel } from '@kilau/domain';

import { drawBanner } from './banner.js';
import { drawCharm } from './charm.js';
import { Defs } from './defs.js';
import { reframe, svgDocument } from './document.js';
import { drawGiftBox } from './gift-box.js';
import { drawPiece } from './jewellery.js';
import { drawGalleryScene, drawReviewPhoto } from './photos.js';
import { floorShadow, paper, PAPER_TONES, sparkles } from './scenes.js';
import { hashText, pick } from './xml.js';

/** Camera set-ups per image number: the first is straight on, the others turn and zoom so hover images differ. */
const SHOTS = [
  { rotate: 0, scale: 1, dx: 0 },
  { rotate: -14, scale: 1.12, dx: 20 },
  { rotate: 10, scale: 0.9, dx: -15 },
  { rotate: -5, scale: 1.05, dx: 10 },
] as const;

function shot(variant: number) {
  return SHOTS[(Math.max(1, Math.trunc(variant)) - 1) % SHOTS.length] ?? SHOTS[0];
}

/** Each image number gets its own backdrop tone, three steps apart so neighbours never match. */
function tone(seed: number, variant: number): string {
  return pick(PAPER_TONES, seed + (variant - 1) * 3);
}

/** A product photo: the piece on a soft backdrop whose tone and camera angle change with `variant` (1-based). */
export function productSvg(p: {
  category: ProductCategory;
  label: ProductLabel;
  name: string;
  variant: number;
}): string {
  const defs = new Defs();
  const seed = hashText(p.name);
  const { rotate, scale, dx } = shot(p.variant);
  const body =
    paper(defs, tone(seed, p.variant)) +
    floorShadow(defs, 400 + dx, 690, 260 * scale, 34) +
    reframe(drawPiece(p, defs), 400 + dx, 400, scale, rotate) +
    sparkles(seed + p.variant, p.variant === 1 ? 3 : 5);
  return svgDocument(800, 800, p.name, defs, body);
}

/** A charm on its jump ring: letters and digits engraved, birthstones as gems, symbols as shaped charms. */
export function charmSvg(c: { category: CharmCategory; label: CharmLabel; name: string }): string {
  const defs = new Defs();
  const seed = hashText(c.name);
  const body =
    paper(defs, tone(seed, 1)) + floorShadow(defs, 400, 690, 190, 26) + drawCharm(c, defs) + sparkles(seed, 3);
  return svgDocument(800, 800, c.name, defs, body);
}

/**
 * The same charm alone, on a transparent canvas of the same size and framing, for the charm
 * builder's preview: the jump ring at the same place, no backdrop, shadow or sparkles.
 */
export function charmCutoutSvg(c: { category: CharmCategory; label: CharmLabel; name: string }): string {
  const defs = new Defs();
  return svgDocument(800, 800, c.name, defs, drawCharm(c, defs));
}

/** A gift box coloured by label (blush, navy, lilac, red); even `variant`s show it opened. */
export function giftSetSvg(g: { label: GiftSetLabel; name: string; variant: number }): string {
  const defs = new Defs();
  const seed = hashText(g.name);
  const open = g.variant % 2 === 0;
  const monthly = g.label === 'monthlySpecial';
  const body =
    paper(defs, tone(seed, g.variant)) +
    floorShadow(defs, 430, 660, 300, 36) +
    reframe(drawGiftBox(g.label, open, defs, seed >> 4), 400, 400, open ? 0.95 : 1, open ? 3 : 0) +
    sparkles(seed + g.variant, monthly ? 8 : 4, 800, 800, monthly ? '#f3c75a' : '#ffffff');
  return svgDocument(800, 800, g.name, defs, body);
}

/** A 1600 x 600 page hero: the page's jewellery on the right; the headline only as its title (the page writes it). */
export function bannerSvg(b: { page: string; headline: string }): string {
  const defs = new Defs();
  const body = drawBanner(b.page, defs, hashText(b.page));
  return svgDocument(1600, 600, b.headline, defs, body);
}

/** A lifestyle flat-lay for the footer gallery; `index` picks the scene, the alt text becomes the title. */
export function gallerySvg(g: { index: number; altText: string }): string {
  const defs = new Defs();
  const body = drawGalleryScene(g.index, defs, hashText(`gallery-${g.index}`));
  return svgDocument(800, 800, g.altText, defs, body);
}

/** A customer's snapshot for a review with a photo: a piece on a table with a phone-camera vignette. */
export function reviewPhotoSvg(r: { index: number }): string {
  const defs = new Defs();
  const body = drawReviewPhoto(r.index, defs, hashText(`review-${r.index}`));
  return svgDocument(800, 800, `Foto ulasan pelanggan ${r.index + 1}`, defs, body);
}

/**
 * A demo video's poster frame: a still the carousel shows before the clip plays (the clips are
 * committed binaries and ffmpeg is not assumed, so the still is drawn rather than cut from the
 * clip). Square, so it fills the portrait tile cropped like the clip itself.
 */
export function videoPosterSvg(v: { index: number; title: string }): string {
  const defs = new Defs();
  const body = drawGalleryScene(v.index + 2, defs, hashText(`video-${v.index}`));
  return svgDocument(800, 800, v.title, defs, body);
}
