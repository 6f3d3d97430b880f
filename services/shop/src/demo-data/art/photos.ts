import type { Defs } from './defs.js';
import { reframe } from './document.js';
import { BOX_STYLES, drawGiftBox } from './gift-box.js';
import { drawPiece, type Piece } from './jewellery.js';
import {
  beach,
  droplets,
  floorShadow,
  linen,
  marble,
  paper,
  PAPER_TONES,
  sparkles,
  velvet,
  vignette,
  wood,
} from './scenes.js';
import { el, type NonEmpty, pick } from './xml.js';

interface Scene {
  backdrop: 'marble' | 'linen' | 'paper' | 'velvet' | 'beach' | 'water';
  pieces: Piece[];
}

const GALLERY_SCENES: NonEmpty<Scene> = [
  { backdrop: 'marble', pieces: [{ category: 'necklace', label: 'gold', name: 'Kalung Bulan Sabit' }] },
  {
    backdrop: 'linen',
    pieces: [
      { category: 'bracelet', label: 'gold', name: 'paperclip' },
      { category: 'bracelet', label: 'silver', name: 'figaro' },
    ],
  },
  { backdrop: 'paper', pieces: [{ category: 'earring', label: 'gold', name: 'hoop' }] },
  { backdrop: 'velvet', pieces: [{ category: 'ring', label: 'silver', name: 'couple infinity' }] },
  { backdrop: 'beach', pieces: [{ category: 'anklet', label: 'gold', name: 'bintang laut' }] },
  { backdrop: 'paper', pieces: [] },
  { backdrop: 'marble', pieces: [{ category: 'necklace', label: 'gold', name: 'rantai box' }] },
  { backdrop: 'linen', pieces: [{ category: 'necklace', label: 'rose_gold', name: 'layer ganda' }] },
  { backdrop: 'velvet', pieces: [{ category: 'jewel_set', label: 'rose_gold', name: 'mutiara' }] },
  { backdrop: 'water', pieces: [{ category: 'bracelet', label: 'silver', name: 'cuban' }] },
];

/** The body of a gallery flat-lay; `index` picks the scene (an empty scene shows an opened gift box). */
export function drawGalleryScene(index: number, defs: Defs, seed: number): string {
  const scene = pick(GALLERY_SCENES, index);
  const backdrop = {
    marble: () => marble(defs, seed),
    linen: () => linen(defs),
    paper: () => paper(defs, pick(PAPER_TONES, seed)),
    velvet: () => velvet(defs, seed),
    beach: () => beach(defs),
    water: () => droplets(seed),
  }[scene.backdrop]();
  const scale = scene.pieces.length > 1 ? 0.78 : 0.92;
  const turn = (i: number) => (i === 0 ? -12 : 16) + (seed % 9);
  const pieces =
    scene.pieces.length === 0
      ? reframe(drawGiftBox('forUs', true, defs), 400, 400, 0.9, -6)
      : scene.pieces
          .map((piece, i) => reframe(drawPiece(piece, defs), 370 + i * 60, 340 + i * 150, scale, turn(i)))
          .join('');
  return backdrop + pieces + sparkles(seed, 6);
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

/** The body of a customer snapshot: a piece on a table, slightly crooked, with the Kilau box in the corner. */
export function drawReviewPhoto(index: number, defs: Defs, seed: number): string {
  const piece = pick(REVIEW_PIECES, index);
  const backdrop = index % 3 === 2 ? linen(defs, '#f2ede6') : wood(seed);
  const box = BOX_STYLES[pick(['forHer', 'forUs', 'forHim', 'monthlySpecial'] as const, index)];
  const packaging = el(
    'g',
    { transform: `rotate(${(seed % 20) - 10} 700 120)` },
    el('rect', { x: 560, y: -40, width: 300, height: 240, rx: 12, fill: box.box }),
    el('rect', { x: 690, y: -40, width: 36, height: 240, fill: defs.metal(box.ribbon) }),
  );
  const snapshot = reframe(drawPiece(piece, defs), 400 + (seed % 40) - 20, 430, 0.85, (seed % 30) - 15);
  return backdrop + packaging + floorShadow(defs, 400, 640, 250, 30) + snapshot + sparkles(seed, 3) + vignette(defs);
}
