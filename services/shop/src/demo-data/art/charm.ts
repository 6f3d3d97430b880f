import type { CharmCategory, CharmLabel } from '@kilau/domain';

import type { Defs } from './defs.js';
import { motif, motifForName, type MotifKind, type Paint, sparkle } from './motifs.js';
import { el, escapeXml, fmt, hashText, place } from './xml.js';

const MONTHS = [
  ['januari', 'january'],
  ['februari', 'february'],
  ['maret', 'march'],
  ['april', 'april'],
  ['mei', 'may'],
  ['juni', 'june'],
  ['juli', 'july'],
  ['agustus', 'august'],
  ['september', 'september'],
  ['oktober', 'october'],
  ['november', 'november'],
  ['desember', 'december'],
] as const;

/** Birthstone colours, January (garnet) to December (tanzanite). */
const STONES = [
  '#8e1b2c',
  '#8a5cc2',
  '#7fd3e0',
  '#eaf4ff',
  '#1f9a5b',
  '#d8d3f0',
  '#c4163a',
  '#9ccc3b',
  '#2547b8',
  '#f3a8c8',
  '#f2b233',
  '#3f6fd8',
];
/** Birth-flower enamel colours, January (carnation) to December (narcissus). */
const FLOWERS = [
  '#e86a8a',
  '#8b5fc7',
  '#f5d03b',
  '#ffffff',
  '#f4f4ea',
  '#e0475f',
  '#6e7fe0',
  '#f08a4b',
  '#a57be0',
  '#f59e1b',
  '#f2c14e',
  '#fff0a8',
];
/** In Unicode order, starting at U+2648 (Aries). */
const ZODIAC = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];
/** Enamel colours for symbol charms labelled "other". */
const ENAMEL: Partial<Record<MotifKind, string>> = {
  clover: '#3fa66b',
  butterfly: '#7fb6e8',
  heart: '#e8556d',
  star: '#f2c14e',
};

const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const SYMBOLS = "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols', sans-serif";

/** The month a name mentions (Indonesian or English), else one derived from the name so it is still stable. */
function monthOf(name: string): number {
  const text = name.toLowerCase();
  const found = MONTHS.findIndex((names) => names.some((m) => new RegExp(`\\b${m}\\b`).test(text)));
  return found >= 0 ? found : hashText(name) % 12;
}

/** The letter or digit a charm shows: the lone character in its name ("Charm Huruf A Gold"). */
export function glyphOf(name: string, category: CharmCategory): string {
  const pattern = category === 'number' ? /(?:^|\s)(\d)(?=\s|$)/ : /(?:^|\s)([A-Za-z])(?=\s|$)/;
  const lone = pattern.exec(name)?.[1];
  if (lone) return lone.toUpperCase();
  const first = /[A-Za-z0-9]/.exec(name)?.[0];
  return (first ?? '?').toUpperCase();
}

/** The zodiac symbol, forced to text (not emoji) presentation so it can be engraved in metal colours. */
function zodiacGlyph(name: string): string {
  const text = name.toLowerCase();
  const index = ZODIAC.findIndex((sign) => text.includes(sign));
  return String.fromCodePoint(0x2648 + (index >= 0 ? index : hashText(name) % 12)) + '\uFE0E';
}

function jumpRing(cy: number, paint: Paint): string {
  return (
    el('circle', { cx: 400, cy, r: 26, fill: 'none', stroke: paint.d.metal(paint.label), 'stroke-width': 10 }) +
    el('circle', { cx: 400, cy, r: 26, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.45, 'stroke-width': 3 })
  );
}

function link(from: number, to: number, metal: string): string {
  return el('path', { d: fmt`M400 ${from} V${to}`, stroke: metal, 'stroke-width': 8 });
}

function disc(r: number, cy: number, paint: Paint): string {
  const { d, label } = paint;
  return (
    el('circle', { cx: 400, cy, r, fill: d.dome(label), stroke: d.edge(label), 'stroke-width': 6 }) +
    el('circle', { cx: 400, cy, r: r * 0.88, fill: 'none', stroke: d.edge(label), 'stroke-width': 3, opacity: 0.45 })
  );
}

/** Text stamped into metal: a light offset copy under a dark one reads as an engraving. */
function engraved(text: string, cy: number, size: number, font: string, paint: Paint): string {
  const common = {
    x: 400,
    y: cy + size * 0.36,
    'text-anchor': 'middle',
    'font-family': font,
    'font-size': size,
    'font-weight': 'bold',
  };
  return (
    el('text', { ...common, fill: '#ffffff', opacity: 0.6, transform: 'translate(-3 -3)' }, escapeXml(text)) +
    el('text', { ...common, fill: paint.d.edge(paint.label) }, escapeXml(text))
  );
}

/** Draws a charm hanging from its jump ring, centred on an 800 x 800 canvas. */
export function drawCharm(c: { category: CharmCategory; label: CharmLabel; name: string }, defs: Defs): string {
  const paint: Paint = { d: defs, label: c.label };
  const cy = 430;
  switch (c.category) {
    case 'alphabet':
    case 'number':
      return (
        jumpRing(cy - 210, paint) + disc(180, cy, paint) + engraved(glyphOf(c.name, c.category), cy, 250, SERIF, paint)
      );
    case 'zodiac':
      return jumpRing(cy - 210, paint) + disc(180, cy, paint) + engraved(zodiacGlyph(c.name), cy, 200, SYMBOLS, paint);
    case 'birthstone':
    case 'birthstone_mini': {
      const r = c.category === 'birthstone_mini' ? 120 : 175;
      const stone = STONES[monthOf(c.name)] ?? '#eaf4ff';
      return (
        jumpRing(cy - r - 30, paint) +
        disc(r, cy, paint) +
        place(400, cy + 8, motif('gem', r * 0.62, { ...paint, gem: stone })) +
        sparkle(400 + r * 0.35, cy - r * 0.4, r * 0.14)
      );
    }
    case 'birth_flower': {
      const petal = FLOWERS[monthOf(c.name)] ?? '#ffffff';
      return (
        jumpRing(cy - 215, paint) +
        link(215, 260, defs.metal('gold')) +
        place(400, cy, motif('flower', 190, { ...paint, petal }))
      );
    }
    case 'special': {
      const kind = motifForName(c.name) ?? 'star';
      const petal = c.label === 'other' ? ENAMEL[kind] : undefined;
      const size = kind === 'pearl' ? 150 : 175;
      return (
        jumpRing(cy - 210, paint) +
        link(236, cy - size * 0.5, defs.metal(c.label)) +
        place(400, cy, motif(kind, size, { ...paint, petal }))
      );
    }
  }
}
