import type { GiftSetLabel } from '@kilau/domain';

import { drawCharm } from './charm.js';
import type { Defs } from './defs.js';
import { reframe } from './document.js';
import { drawGiftBox } from './gift-box.js';
import { drawPiece, type Piece } from './jewellery.js';
import { sparkles } from './scenes.js';
import { el, type NonEmpty, pick } from './xml.js';

const BANNER_SUBJECTS: Record<string, Piece | 'charms' | { gift: GiftSetLabel }> = {
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

const WASHES: NonEmpty<readonly [string, string]> = [
  ['#f7ead8', '#efd3b0'],
  ['#f6e3e6', '#e9bcc5'],
  ['#e4efe8', '#c3dccd'],
  ['#e5ecf6', '#c2d2ea'],
  ['#efe8f7', '#d5c6ec'],
];

const HOMEPAGE: Piece = { category: 'necklace', label: 'gold', name: 'Kalung Bulan Sabit' };

/** The jewellery on the right of a page's banner: what the page sells (unknown pages get the homepage necklace). */
function subjectArt(page: string, defs: Defs): string {
  const subject = BANNER_SUBJECTS[page] ?? HOMEPAGE;
  if (subject === 'charms') {
    const trio = [
      drawCharm({ category: 'alphabet', label: 'gold', name: 'Charm Huruf K' }, defs),
      drawCharm({ category: 'special', label: 'rose_gold', name: 'Charm Hati' }, defs),
      drawCharm({ category: 'birthstone', label: 'silver', name: 'Charm Birthstone Mei' }, defs),
    ];
    return trio
      .map((charm, i) => reframe(charm, 1000 + i * 190, 300 + (i % 2) * 30, 0.42, (i - 1) * 8, 400, 430))
      .join('');
  }
  if ('gift' in subject) return reframe(drawGiftBox(subject.gift, false, defs), 1230, 300, 0.72, 0, 430, 470);
  return reframe(drawPiece(subject, defs), 1220, 300, 0.66, 0, 400, 420);
}

/**
 * The body of a 1600 x 600 page banner: a wash and the page's jewellery, no words. The storefront
 * writes the page's headline over it as text, so it is read aloud, translated and never drawn twice.
 */
export function drawBanner(page: string, defs: Defs, seed: number): string {
  const [from, to] = pick(WASHES, seed);
  return (
    el('rect', { width: 1600, height: 600, fill: defs.linear('wash', from, to, false) }) +
    el('circle', { cx: 1230, cy: 300, r: 250, fill: '#ffffff', opacity: 0.35 }) +
    el('circle', { cx: 1480, cy: 80, r: 140, fill: '#ffffff', opacity: 0.2 }) +
    subjectArt(page, defs) +
    sparkles(seed, 10, 1600, 600)
  );
}
