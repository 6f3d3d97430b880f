import type { Defs } from './defs.js';
import { sparkle } from './motifs.js';
import { el, fmt, hashText, pick } from './xml.js';

/** Soft studio paper tones; product photos rotate through them so a grid does not look monotonous. */
export const PAPER_TONES = [
  '#f8efe2',
  '#f7e6ea',
  '#e7f0ea',
  '#e6eef7',
  '#efe9f7',
  '#f4ebdf',
  '#e9f2f1',
  '#f9ece3',
] as const;

const FULL = { width: 800, height: 800 };

/** Plain studio backdrop in one tone, lighter at the centre. */
export function paper(defs: Defs, color: string, width = 800, height = 800): string {
  return el('rect', { width, height, fill: defs.backdrop(color) });
}

/** A soft contact shadow under an object standing on the backdrop. */
export function floorShadow(defs: Defs, cx: number, cy: number, rx: number, ry: number): string {
  return el('ellipse', { cx, cy, rx, ry, fill: defs.shadow() });
}

/** A handful of twinkles at positions derived from `seed`, kept away from the centre. */
export function sparkles(seed: number, count: number, width = 800, height = 800, color = '#ffffff'): string {
  let out = '';
  let state = seed || 1;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) / 0xffffff;
  };
  for (let i = 0; i < count; i++) {
    const x = 40 + next() * (width - 80);
    const y = 40 + next() * (height - 80);
    const centred = Math.abs(x - width / 2) < width * 0.22 && Math.abs(y - height / 2) < height * 0.22;
    const r = 8 + next() * 14;
    if (!centred) out += sparkle(x, y, r, 0.55 + next() * 0.4, color);
  }
  return out;
}

/** White marble with a few grey veins. */
export function marble(defs: Defs, seed: number): string {
  let veins = '';
  let y = 60 + (seed % 90);
  for (let i = 0; i < 5; i++) {
    const wobble = ((seed >> (i * 3)) % 120) - 60;
    veins += el('path', {
      d: fmt`M-20 ${y} C200 ${y + wobble} 420 ${y - wobble * 1.5} 820 ${y + 80 + wobble}`,
      fill: 'none',
      stroke: '#c9c2ba',
      'stroke-width': 2 + (i % 3),
      opacity: 0.55,
    });
    y += 150;
  }
  return el('rect', { ...FULL, fill: defs.backdrop('#efece8') }) + veins;
}

/** Woven linen, for flat-lay photos. */
export function linen(defs: Defs, tone = '#efe5d6'): string {
  const weave = defs.use('weave', () =>
    el(
      'pattern',
      { id: 'weave', width: 8, height: 8, patternUnits: 'userSpaceOnUse' },
      el('path', { d: 'M0 4 H8 M4 0 V8', stroke: '#b9a88f', 'stroke-width': 1, opacity: 0.25 }),
    ),
  );
  return el('rect', { ...FULL, fill: defs.backdrop(tone) }) + el('rect', { ...FULL, fill: weave });
}

/** A wooden table top, the backdrop of most customer photos. */
export function wood(seed: number): string {
  const base = pick(['#b98a5e', '#a97a50', '#c49a6c'] as const, seed);
  let grain = '';
  for (let i = 0; i < 14; i++) {
    const y = i * 60 + ((seed >> i) % 25);
    grain += el('path', {
      d: fmt`M0 ${y} C250 ${y + 12} 520 ${y - 14} 800 ${y + 6}`,
      fill: 'none',
      stroke: '#6f4a2c',
      'stroke-width': 1 + (i % 3),
      opacity: 0.25,
    });
  }
  const seam = el('path', {
    d: fmt`M0 ${300 + (seed % 120)} H800`,
    stroke: '#5b3b22',
    'stroke-width': 3,
    opacity: 0.35,
  });
  return el('rect', { ...FULL, fill: base }) + grain + seam;
}

/** Beach sand with the sea along the top. */
export function beach(defs: Defs): string {
  const shore = 'C120 170 240 230 380 185 C520 140 640 210 800 170';
  const grain = (cx: number, cy: number, r: number) => el('circle', { cx, cy, r, fill: '#c9b088' });
  return (
    el('rect', { ...FULL, fill: '#ecd8b2' }) +
    el('path', {
      d: 'M0 0 H800 V170 C640 210 520 140 380 185 C240 230 120 170 0 200Z',
      fill: defs.linear('sea', '#5fb8c9', '#9bd9df'),
    }) +
    el('path', { d: `M0 200 ${shore}`, fill: 'none', stroke: '#ffffff', 'stroke-width': 10, opacity: 0.8 }) +
    grain(120, 620, 3) +
    grain(660, 540, 4) +
    grain(560, 700, 3) +
    grain(240, 420, 2)
  );
}

/** Dark velvet, which makes gold glow. */
export function velvet(defs: Defs, seed: number): string {
  const light = defs.use('velvet-light', () =>
    el(
      'radialGradient',
      { id: 'velvet-light', cx: 0.45, cy: 0.4, r: 0.7 },
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.18 }),
      el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.25 }),
    ),
  );
  const tone = pick(['#2f3d58', '#4b2e3b', '#24413b'] as const, seed);
  return el('rect', { ...FULL, fill: tone }) + el('rect', { ...FULL, fill: light });
}

/** Water droplets on a pale blue surface, for the waterproof story. */
export function droplets(seed: number): string {
  let drops = '';
  for (let i = 0; i < 18; i++) {
    const h = hashText(`drop-${seed}-${i}`);
    drops += el('circle', {
      cx: h % 800,
      cy: (h >> 10) % 800,
      r: 6 + (h % 18),
      fill: '#ffffff',
      'fill-opacity': 0.25,
      stroke: '#ffffff',
      'stroke-opacity': 0.7,
      'stroke-width': 2,
    });
  }
  return el('rect', { ...FULL, fill: '#cfe7f0' }) + drops;
}

/** Darkened corners, the look of a phone snapshot. */
export function vignette(defs: Defs): string {
  const shade = defs.use('vignette', () =>
    el(
      'radialGradient',
      { id: 'vignette', cx: 0.5, cy: 0.5, r: 0.72 },
      el('stop', { offset: 0.6, 'stop-color': '#000000', 'stop-opacity': 0 }),
      el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.35 }),
    ),
  );
  return el('rect', { ...FULL, fill: shade });
}
