import type { GiftSetLabel, ProductLabel } from '@kilau/domain';

import { chain } from './chains.js';
import { type Defs, shade } from './defs.js';
import { motif } from './motifs.js';
import { type AttrValue, el, escapeXml, place } from './xml.js';

/** Box colour, ribbon metal and tag text per label: blush for her, navy for him, lilac for us, red for the month. */
export const BOX_STYLES: Record<GiftSetLabel, { box: string; ribbon: ProductLabel; tag: string }> = {
  forHer: { box: '#efb3bf', ribbon: 'rose_gold', tag: 'For Her' },
  forHim: { box: '#2f4260', ribbon: 'silver', tag: 'For Him' },
  forUs: { box: '#bfaee3', ribbon: 'gold', tag: 'For Us' },
  monthlySpecial: { box: '#c2303f', ribbon: 'gold', tag: 'Monthly Special' },
};

/** Wrapping-paper prints, so gift sets with the same label still look like different boxes. */
function print(kind: number, defs: Defs): string {
  const dot = (c: number) => el('circle', { cx: c, cy: c, r: 5, fill: '#ffffff', opacity: 0.28 });
  if (kind === 1) {
    return defs.use('print-dots', () =>
      el('pattern', { id: 'print-dots', width: 36, height: 36, patternUnits: 'userSpaceOnUse' }, dot(9), dot(27)),
    );
  }
  if (kind === 2) {
    return defs.use('print-stripes', () =>
      el(
        'pattern',
        {
          id: 'print-stripes',
          width: 28,
          height: 28,
          patternUnits: 'userSpaceOnUse',
          patternTransform: 'rotate(35)',
        },
        el('rect', { width: 10, height: 28, fill: '#ffffff', opacity: 0.2 }),
      ),
    );
  }
  return '';
}

/**
 * A gift box with ribbon and bow centred on the canvas; `open` lifts the lid to show a necklace inside,
 * `printKind` (0 plain, 1 dots, 2 stripes) varies the wrapping paper.
 */
export function drawGiftBox(label: GiftSetLabel, open: boolean, defs: Defs, printKind = 0): string {
  const style = BOX_STYLES[label];
  const front = defs.linear(`box-front-${label}`, style.box, shade(style.box, -0.12));
  const side = shade(style.box, -0.3);
  const top = shade(style.box, 0.18);
  const ribbon = defs.metal(style.ribbon);
  const edge = defs.edge(style.ribbon);
  const paper = print(printKind % 3, defs);
  const face = (x: number, y: number, width: number, height: number) =>
    el('rect', { x, y, width, height, fill: front }) + (paper ? el('rect', { x, y, width, height, fill: paper }) : '');
  const flat = (d: string, fill: string, extra: Record<string, AttrValue> = {}) => el('path', { d, fill, ...extra });
  const ribbonPart = (d: string, width: number) => flat(d, ribbon, { stroke: edge, 'stroke-width': width });

  const body =
    flat('M580 390 L660 350 V610 L580 650Z', side) +
    face(220, 390, 360, 260) +
    el('rect', { x: 375, y: 390, width: 50, height: 260, fill: ribbon }) +
    flat('M580 500 L660 460 V500 L580 540Z', ribbon, { opacity: 0.85 });
  const lid =
    flat('M200 330 L280 290 H690 L610 330Z', top) +
    flat('M375 330 L455 290 H505 L425 330Z', ribbon) +
    flat('M610 330 L690 290 V355 L610 395Z', side) +
    face(200, 330, 410, 65) +
    el('rect', { x: 375, y: 330, width: 50, height: 65, fill: ribbon }) +
    el('rect', { x: 200, y: 392, width: 410, height: 6, fill: '#000000', opacity: 0.12 });
  const bow = el(
    'g',
    { transform: 'translate(440 300)' },
    ribbonPart('M0 0 C-70 -90 -150 -30 -110 10 C-80 40 -30 15 0 0Z', 3),
    ribbonPart('M0 0 C70 -90 150 -30 110 10 C80 40 30 15 0 0Z', 3),
    ribbonPart('M-8 8 L-50 90 L-30 80 L-20 100Z M8 8 L45 85 L28 78 L15 98Z', 2),
    el('ellipse', { rx: 22, ry: 16, fill: ribbon, stroke: edge, 'stroke-width': 3 }),
  );
  const tag = el(
    'g',
    { transform: 'translate(250 560) rotate(-8)' },
    el('path', { d: 'M0 0 H150 L170 22 L150 44 H0Z', fill: '#fffaf2', stroke: edge, 'stroke-width': 2 }),
    el('circle', { cx: 152, cy: 22, r: 4, fill: edge }),
    el(
      'text',
      {
        x: 72,
        y: 29,
        'text-anchor': 'middle',
        'font-family': "Georgia, 'DejaVu Serif', serif",
        'font-size': style.tag.length > 8 ? 15 : 20,
        fill: '#5a4030',
      },
      escapeXml(style.tag),
    ),
  );

  if (!open) return body + lid + bow + tag;
  const inside =
    flat('M220 390 L300 350 H660 L580 390Z', shade(style.box, -0.45)) +
    chain('M300 385 C320 300 460 260 520 372', { width: 6, dash: '8 4', cap: 'round' }, 'gold', defs) +
    place(430, 300, motif('heart', 34, { d: defs, label: 'gold' }), 1, 12);
  return body + inside + el('g', { transform: 'translate(-60 -150) rotate(-14 400 360)' }, lid, bow) + tag;
}
