import type { ProductCategory, ProductLabel } from '@kilau/domain';

import { bracelet } from './bracelet.js';
import type { Defs } from './defs.js';
import { earrings } from './earring.js';
import { hasStones, type Paint } from './motifs.js';
import { anklet, necklace } from './necklace.js';
import { ring } from './ring.js';
import { el, place } from './xml.js';

/** What a drawing needs to know about a piece; the name decides motif and chain type. */
export interface Piece {
  category: ProductCategory;
  label: ProductLabel;
  name: string;
}

const CLEAR_STONE = '#dfeeff';

/** Draws a piece of jewellery centred on (400, 400) of an 800 x 800 canvas. */
export function drawPiece(piece: Piece, defs: Defs): string {
  const text = piece.name.toLowerCase();
  const paint: Paint = { d: defs, label: piece.label, gem: hasStones(text) ? CLEAR_STONE : undefined };
  switch (piece.category) {
    case 'necklace':
      return necklace(text, paint);
    case 'bracelet':
      return bracelet(text, paint);
    case 'earring':
      return earrings(text, paint);
    case 'ring':
      return ring(text, paint);
    case 'anklet':
      return anklet(text, paint);
    case 'jewel_set':
      return jewelSet(piece, paint);
  }
}

/** A jewel set: its pieces laid out on a velvet tray, chosen from what the set's name mentions. */
function jewelSet(piece: Piece, paint: Paint): string {
  const { d, label } = paint;
  const text = piece.name.toLowerCase();
  const velvet =
    label === 'rose_gold'
      ? d.linear('velvet-plum', '#5b3645', '#3a1f2b')
      : d.linear('velvet-navy', '#34425e', '#1f283b');
  const frame = { x: 80, y: 100, width: 640, height: 600, rx: 40 };
  const clip = d.use('tray-clip', () => el('clipPath', { id: 'tray-clip' }, el('rect', frame)));
  const onTray = (...items: string[]) =>
    el('rect', { ...frame, fill: velvet }) +
    el('rect', {
      x: 100,
      y: 120,
      width: 600,
      height: 560,
      rx: 30,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.12,
      'stroke-width': 3,
    }) +
    el('g', { 'clip-path': clip }, ...items);
  const at = (category: ProductCategory, name: string, x: number, y: number, s: number) => {
    const drawing = drawPiece({ category, label: piece.label, name }, d);
    return place(x, y, el('g', { transform: 'translate(-400 -400)' }, drawing), s);
  };

  if (/pria|cuban|signet/.test(text)) {
    return onTray(at('bracelet', 'cuban', 400, 300, 0.62), at('ring', 'signet', 400, 540, 0.45));
  }
  if (/pantai|kaki|beach/.test(text)) {
    return onTray(at('anklet', 'bintang laut', 400, 290, 0.6), at('anklet', 'lonceng', 400, 510, 0.6));
  }
  const third: [ProductCategory, string] = /zirkonia/.test(text)
    ? ['bracelet', 'tennis']
    : /mutiara/.test(text)
      ? ['bracelet', 'mutiara']
      : /hati/.test(text)
        ? ['anklet', 'hati']
        : ['ring', text];
  return onTray(
    at('necklace', text, 400, 300, 0.62),
    at('earring', text.replace(/zirkonia/, 'huggie zirkonia'), 245, 570, 0.42),
    at(third[0], third[1], 545, 580, third[0] === 'ring' ? 0.4 : 0.42),
  );
}
