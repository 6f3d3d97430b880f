/**
 * Demo artwork drawn locally as SVG, so a freshly seeded shop has recognisable images without any network,
 * stock photos or licences. Every function is pure: the same input always gives the same document.
 * @packageDocumentation
 */
import type { CharmCategory, CharmLabel, GiftSetLabel, ProductCategory, ProductLabel } from '@kilau/domain';
import { drawCharm } from './charm.js';
import { Defs } from './defs.js';
import { BOX_STYLES, drawGiftBox } from './gift-box.js';
import { drawPiece, type Piece } from './jewellery.js';
import {
  PAPER_TONES, beach, droplets, floorShadow, linen, marble, paper, sparkles, velvet, vignette, wood,
} from './scenes.js';
import { escapeXml, hashText, pick, place, wrapWords, type NonEmpty } from './xml.js';

function document(width: number, height: number, title: string, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img"><title>${escapeXml(title)}</title>${defs.render()}${body}</svg>`;
}

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

function centred(body: string, rotate: number, scale: number, dx = 0, dy = 0): string {
  return place(400 + dx, 400 + dy, `<g transform="translate(-400 -400)">${body}</g>`, scale, rotate);
}

/** A product photo: the piece on a soft backdrop whose tone and camera angle change with `variant` (1-based). */
export function productSvg(p: { category: ProductCategory; label: ProductLabel; name: string; variant: number }): string {
  const defs = new Defs();
  const seed = hashText(p.name);
  const { rotate, scale, dx } = shot(p.variant);
  const tone = pick(PAPER_TONES, seed + (p.variant - 1) * 3);
  const body = paper(defs, tone) + floorShadow(defs, 400 + dx, 690, 260 * scale, 34) +
    centred(drawPiece(p, defs), rotate, scale, dx) + sparkles(seed + p.variant, p.variant === 1 ? 3 : 5);
  return document(800, 800, p.name, defs, body);
}

/** A charm on its jump ring: letters and digits engraved, birthstones as gems, symbols as shaped charms. */
export function charmSvg(c: { category: CharmCategory; label: CharmLabel; name: string }): string {
  const defs = new Defs();
  const seed = hashText(c.name);
  const body = paper(defs, pick(PAPER_TONES, seed)) + floorShadow(defs, 400, 690, 190, 26) + drawCharm(c, defs) + sparkles(seed, 3);
  return document(800, 800, c.name, defs, body);
}

/** A gift box coloured by label (blush, navy, lilac, red); `variant` 2 and up show it opened. */
export function giftSetSvg(g: { label: GiftSetLabel; name: string; variant: number }): string {
  const defs = new Defs();
  const seed = hashText(g.name);
  const open = g.variant % 2 === 0;
  const tone = pick(PAPER_TONES, seed + (g.variant - 1) * 3);
  const body = paper(defs, tone) + floorShadow(defs, 430, 660, 300, 36) +
    centred(drawGiftBox(g.label, open, defs, seed >> 4), open ? 3 : 0, open ? 0.95 : 1) +
    sparkles(seed + g.variant, g.label === 'monthlySpecial' ? 8 : 4, 800, 800, g.label === 'monthlySpecial' ? '#f3c75a' : '#ffffff');
  return document(800, 800, g.name, defs, body);
}

const BANNER_PIECES: Record<string, Piece | 'charms' | { gift: GiftSetLabel }> = {
  homepage: { category: 'necklace', label: 'gold', name: 'Kalung Bulan Sabit' },
  charmbar: 'charms',
  charms: 'charms',
  necklaces: { category: 'necklace', label: 'gold', name: 'Kalung Liontin Hati' },
  bracelets: { category: 'bracelet', label: 'gold', name: 'Gelang Charm Paperclip' },
  earrings: { category: 'earring', label: 'rose_gold', name: 'Anting Juntai Tetes' },
  rings: { category: 'ring', label: 'gold', name: 'Cincin Solitaire Zirkonia' },
  anklets: { category: 'anklet', label: 'gold', name: 'Gelang Kaki Bintang Laut' },
  new_arrival: { category: 'necklace', label: 'gold', name: 'Kalung Tetes Embun Zirkonia' },
  jewel_set: { category: 'jewel_set', label: 'gold', name: 'Set Bulan Sabit' },
  gift_sets: { gift: 'forUs' },
  for_us: { gift: 'forUs' },
  for_him: { gift: 'forHim' },
  for_her: { gift: 'forHer' },
  monthly_special: { gift: 'monthlySpecial' },
};

const BANNER_TONES: NonEmpty<readonly [string, string]> = [
  ['#f7ead8', '#efd3b0'], ['#f6e3e6', '#e9bcc5'], ['#e4efe8', '#c3dccd'], ['#e5ecf6', '#c2d2ea'], ['#efe8f7', '#d5c6ec'],
];

/** A 1600 x 600 page hero: the headline on the left, the page's jewellery on the right. */
export function bannerSvg(b: { page: string; headline: string }): string {
  const defs = new Defs();
  const seed = hashText(b.page);
  const [from, to] = pick(BANNER_TONES, seed);
  const wash = defs.linear('wash', from, to, false);
  const subject = BANNER_PIECES[b.page] ?? BANNER_PIECES['homepage'];
  let art: string;
  if (subject === 'charms') {
    art = [['alphabet', 'gold', 'Charm Huruf K'], ['special', 'rose_gold', 'Charm Hati'], ['birthstone', 'silver', 'Charm Birthstone Mei']]
      .map(([category, label, name], i) =>
        place(1000 + i * 190, 300 + (i % 2) * 30, `<g transform="translate(-400 -430)">${drawCharm(
          { category: category as CharmCategory, label: label as CharmLabel, name: name ?? '' }, defs)}</g>`, 0.42, (i - 1) * 8))
      .join('');
  } else if (subject !== undefined && 'gift' in subject) {
    art = place(1230, 300, `<g transform="translate(-430 -470)">${drawGiftBox(subject.gift, false, defs)}</g>`, 0.72);
  } else {
    art = place(1220, 300, `<g transform="translate(-400 -420)">${drawPiece(subject ?? { category: 'necklace', label: 'gold', name: '' }, defs)}</g>`, 0.66);
  }
  const lines = wrapWords(b.headline, 24);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(lines.length > 2 ? 56 : 68, Math.floor(780 / (longest * 0.55)));
  const lineHeight = size * 1.15;
  const top = 300 - (lines.length * lineHeight) / 2 + size * 0.35;
  const headline = lines
    .map((line, i) => `<text class="headline" x="120" y="${Math.round(top + i * lineHeight)}" font-family="Georgia, 'DejaVu Serif', serif" ` +
      `font-size="${size}" fill="#3d2b1f">${escapeXml(line)}</text>`)
    .join('');
  const kicker = `<text x="122" y="${Math.round(top - size - 20)}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="26" ` +
    `letter-spacing="10" fill="#8a6420">KILAU</text>`;
  const rule = `<rect x="122" y="${Math.round(top + (lines.length - 1) * lineHeight + 34)}" width="120" height="4" rx="2" fill="${defs.metal('gold')}"/>`;
  const body = `<rect width="1600" height="600" fill="${wash}"/>` +
    `<circle cx="1230" cy="300" r="250" fill="#ffffff" opacity="0.35"/><circle cx="1480" cy="80" r="140" fill="#ffffff" opacity="0.2"/>` +
    art + sparkles(seed, 10, 1600, 600) + kicker + headline + rule;
  return document(1600, 600, b.headline, defs, body);
}

interface Scene {
  backdrop: 'marble' | 'linen' | 'paper' | 'velvet' | 'beach' | 'water';
  pieces: Piece[];
}

const GALLERY_SCENES: NonEmpty<Scene> = [
  { backdrop: 'marble', pieces: [{ category: 'necklace', label: 'gold', name: 'Kalung Bulan Sabit' }] },
  { backdrop: 'linen', pieces: [{ category: 'bracelet', label: 'gold', name: 'paperclip' }, { category: 'bracelet', label: 'silver', name: 'figaro' }] },
  { backdrop: 'paper', pieces: [{ category: 'earring', label: 'gold', name: 'hoop' }] },
  { backdrop: 'velvet', pieces: [{ category: 'ring', label: 'silver', name: 'couple infinity' }] },
  { backdrop: 'beach', pieces: [{ category: 'anklet', label: 'gold', name: 'bintang laut' }] },
  { backdrop: 'paper', pieces: [] },
  { backdrop: 'marble', pieces: [{ category: 'necklace', label: 'gold', name: 'rantai box' }] },
  { backdrop: 'linen', pieces: [{ category: 'necklace', label: 'rose_gold', name: 'layer ganda' }] },
  { backdrop: 'velvet', pieces: [{ category: 'jewel_set', label: 'rose_gold', name: 'mutiara' }] },
  { backdrop: 'water', pieces: [{ category: 'bracelet', label: 'silver', name: 'cuban' }] },
];

/** A lifestyle flat-lay for the footer gallery; `index` picks the scene, the alt text becomes the title. */
export function gallerySvg(g: { index: number; altText: string }): string {
  const defs = new Defs();
  const scene = pick(GALLERY_SCENES, g.index);
  const seed = hashText(`gallery-${g.index}`);
  const backdrop = {
    marble: () => marble(defs, seed),
    linen: () => linen(defs),
    paper: () => paper(defs, pick(PAPER_TONES, seed)),
    velvet: () => velvet(defs, seed),
    beach: () => beach(defs),
    water: () => droplets(seed),
  }[scene.backdrop]();
  const pieces = scene.pieces.length === 0
    ? centred(drawGiftBox('forUs', true, defs), -6, 0.9)
    : scene.pieces.map((piece, i) =>
        centred(drawPiece(piece, defs), (i === 0 ? -12 : 16) + (seed % 9), scene.pieces.length > 1 ? 0.78 : 0.92, i * 60 - 30, i * 150 - 60))
      .join('');
  return document(800, 800, g.altText, defs, backdrop + pieces + sparkles(seed, 6));
}

const REVIEW_PIECES: NonEmpty<Piece> = [
  { category: 'necklace', label: 'gold', name: 'bulan sabit' },
  { category: 'bracelet', label: 'gold', name: 'paperclip' },
  { category: 'earring', label: 'rose_gold', name: 'mutiara mini' },
  { category: 'ring', label: 'silver', name: 'couple infinity' },
  { category: 'anklet', label: 'gold', name: 'bintang laut' },
  { category: 'bracelet', label: 'gold', name: 'tennis zirkonia' },
  { category: 'necklace', label: 'rose_gold', name: 'liontin hati' },
];

/** A customer's snapshot: the piece on a table, slightly crooked, with the brand box and phone-camera vignette. */
export function reviewPhotoSvg(r: { index: number }): string {
  const defs = new Defs();
  const seed = hashText(`review-${r.index}`);
  const piece = pick(REVIEW_PIECES, r.index);
  const backdrop = r.index % 3 === 2 ? linen(defs, '#f2ede6') : wood(seed);
  const box = BOX_STYLES[pick(['forHer', 'forUs', 'forHim', 'monthlySpecial'] as const, r.index)];
  const packaging = `<g transform="rotate(${(seed % 20) - 10} 700 120)"><rect x="560" y="-40" width="300" height="240" rx="12" fill="${box.box}"/>` +
    `<rect x="690" y="-40" width="36" height="240" fill="${defs.metal(box.ribbon)}"/></g>`;
  const body = backdrop + packaging + floorShadow(defs, 400, 640, 250, 30) +
    centred(drawPiece(piece, defs), (seed % 30) - 15, 0.85, (seed % 40) - 20, 30) + sparkles(seed, 3) + vignette(defs);
  return document(800, 800, `Foto ulasan pelanggan ${r.index + 1}`, defs, body);
}
