import type { CharmLabel } from '@kilau/domain';
import type { Defs } from './defs.js';
import { num } from './xml.js';

/** The small shapes that pendants, studs, dangles and charms are made of. */
export type MotifKind =
  | 'heart' | 'star' | 'starfish' | 'moon' | 'clover' | 'butterfly' | 'drop' | 'pearl' | 'coin' | 'leaf'
  | 'bell' | 'shell' | 'flower' | 'infinity' | 'gem' | 'stone' | 'key' | 'lock' | 'paw' | 'wing' | 'eye' | 'disc';

export interface Paint {
  d: Defs;
  label: CharmLabel;
  /** Stone colour for gems and zirconia drops. */
  gem?: string;
  /** Petal colour for flowers (enamel). */
  petal?: string;
}

const KEYWORDS: [RegExp, MotifKind][] = [
  [/bintang laut|starfish/, 'starfish'],
  [/bulan|moon|crescent/, 'moon'],
  [/gembok|lock/, 'lock'],
  [/hati|heart/, 'heart'],
  [/bintang|star/, 'star'],
  [/mutiara|pearl/, 'pearl'],
  [/koin|coin/, 'coin'],
  [/semanggi|clover/, 'clover'],
  [/kupu|butterfly/, 'butterfly'],
  [/tetes|drop/, 'drop'],
  [/zirkonia|solitaire|kristal|crystal/, 'gem'],
  [/daun|leaf/, 'leaf'],
  [/lonceng|bell/, 'bell'],
  [/kerang|shell/, 'shell'],
  [/daisy|bunga|flower/, 'flower'],
  [/infinity/, 'infinity'],
  [/kunci|key/, 'key'],
  [/tapak|paw/, 'paw'],
  [/sayap|wing/, 'wing'],
  [/evil eye|mata/, 'eye'],
];

/** Reads the motif a product or charm name talks about ("Kalung Bulan Sabit" is a moon). */
export function motifForName(name: string): MotifKind | undefined {
  const text = name.toLowerCase();
  return KEYWORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** True when the name promises sparkling stones. */
export function hasStones(name: string): boolean {
  return /zirkonia|solitaire|tennis|kristal|crystal|diamond/.test(name.toLowerCase());
}

const path = (d: string, fill: string, stroke: string, width: number) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${num(width)}" stroke-linejoin="round"/>`;

const glint = (x: number, y: number, r: number) =>
  `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r)}" ry="${num(r * 0.55)}" fill="#ffffff" opacity="0.7" ` +
  `transform="rotate(-35 ${num(x)} ${num(y)})"/>`;

/** Points of a star with `points` tips, outer radius `r` and inner radius `r * inner`. */
export function starPoints(r: number, points = 5, inner = 0.45): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${num(Math.cos(angle) * radius)},${num(Math.sin(angle) * radius)}`);
  }
  return out.join(' ');
}

function heartPath(s: number): string {
  return `M0 ${num(0.9 * s)} C${num(-1.25 * s)} ${num(0.05 * s)} ${num(-0.8 * s)} ${num(-1.05 * s)} 0 ${num(-0.42 * s)} ` +
    `C${num(0.8 * s)} ${num(-1.05 * s)} ${num(1.25 * s)} ${num(0.05 * s)} 0 ${num(0.9 * s)}Z`;
}

function moonPath(s: number): string {
  const tipX = Math.cos(Math.PI / 3.4) * s;
  const tipY = Math.sin(Math.PI / 3.4) * s;
  const inner = s * 0.82;
  return `M${num(tipX)} ${num(-tipY)} A${num(s)} ${num(s)} 0 1 0 ${num(tipX)} ${num(tipY)} ` +
    `A${num(inner)} ${num(inner)} 0 1 1 ${num(tipX)} ${num(-tipY)}Z`;
}

function dropPath(s: number): string {
  const r = 0.68 * s;
  return `M0 ${num(-s)} C${num(0.3 * s)} ${num(-0.5 * s)} ${num(r)} ${num(-0.05 * s)} ${num(r)} ${num(0.32 * s)} ` +
    `A${num(r)} ${num(r)} 0 0 1 ${num(-r)} ${num(0.32 * s)} C${num(-r)} ${num(-0.05 * s)} ${num(-0.3 * s)} ${num(-0.5 * s)} 0 ${num(-s)}Z`;
}

function gem(s: number, fill: string, edge: string): string {
  const w = s * 0.9;
  const outline = `M${num(-w)} ${num(-0.2 * s)} L${num(-0.5 * w)} ${num(-0.65 * s)} L${num(0.5 * w)} ${num(-0.65 * s)} ` +
    `L${num(w)} ${num(-0.2 * s)} L0 ${num(0.9 * s)}Z`;
  const facets = `M${num(-w)} ${num(-0.2 * s)} L${num(w)} ${num(-0.2 * s)} M${num(-0.5 * w)} ${num(-0.65 * s)} ` +
    `L${num(-0.25 * w)} ${num(-0.2 * s)} L0 ${num(0.9 * s)} L${num(0.25 * w)} ${num(-0.2 * s)} L${num(0.5 * w)} ${num(-0.65 * s)} ` +
    `M0 ${num(-0.65 * s)} L${num(-0.25 * w)} ${num(-0.2 * s)} M0 ${num(-0.65 * s)} L${num(0.25 * w)} ${num(-0.2 * s)}`;
  return path(outline, fill, edge, s * 0.05) +
    `<path d="${facets}" fill="none" stroke="#ffffff" stroke-opacity="0.65" stroke-width="${num(s * 0.03)}"/>` +
    glint(-0.35 * w, -0.42 * s, s * 0.12);
}

/** Draws a motif centred on (0, 0), about `s` units from centre to edge. */
export function motif(kind: MotifKind, s: number, paint: Paint): string {
  const { d, label } = paint;
  const fill = d.dome(label);
  const edge = d.edge(label);
  const line = s * 0.05;
  switch (kind) {
    case 'heart':
      return path(heartPath(s), fill, edge, line) + glint(-0.45 * s, -0.4 * s, s * 0.16);
    case 'star':
      return `<polygon points="${starPoints(s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(line)}" stroke-linejoin="round"/>` +
        glint(-0.2 * s, -0.35 * s, s * 0.1);
    case 'starfish':
      return `<polygon points="${starPoints(s, 5, 0.5)}" fill="${fill}" stroke="${edge}" stroke-width="${num(s * 0.12)}" ` +
        `stroke-linejoin="round"/>` + dots(s * 0.28, 5, s * 0.06, edge);
    case 'moon':
      return `<g transform="rotate(-25)">${path(moonPath(s), fill, edge, line)}</g>` + glint(-0.6 * s, -0.2 * s, s * 0.12);
    case 'clover':
      return [0, 90, 180, 270]
        .map((a) => `<g transform="rotate(${a}) translate(0 ${num(-0.48 * s)})">${path(heartPath(s * 0.5), paint.petal ?? fill, edge, line)}</g>`)
        .join('') + `<circle r="${num(s * 0.12)}" fill="${fill}"/>`;
    case 'butterfly':
      return butterfly(s, paint.petal ?? fill, edge);
    case 'drop':
      return path(dropPath(s), paint.gem ? d.gem(paint.gem) : fill, edge, line) + glint(-0.25 * s, 0.1 * s, s * 0.15);
    case 'pearl':
      return `<circle r="${num(s)}" fill="${d.pearl()}" stroke="#c9b5a8" stroke-width="${num(s * 0.03)}"/>` + glint(-0.35 * s, -0.4 * s, s * 0.22);
    case 'coin':
      return `<circle r="${num(s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(line)}"/>` +
        `<circle r="${num(s * 0.78)}" fill="none" stroke="${edge}" stroke-width="${num(s * 0.04)}" stroke-dasharray="${num(s * 0.06)} ${num(s * 0.05)}"/>` +
        `<polygon points="${starPoints(s * 0.42, 8, 0.5)}" fill="${edge}" opacity="0.55"/>` + glint(-0.45 * s, -0.45 * s, s * 0.15);
    case 'leaf':
      return path(`M0 ${num(-s)} Q${num(0.85 * s)} 0 0 ${num(s)} Q${num(-0.85 * s)} 0 0 ${num(-s)}Z`, fill, edge, line) +
        `<path d="M0 ${num(-0.8 * s)} L0 ${num(0.85 * s)}" stroke="${edge}" stroke-width="${num(s * 0.04)}"/>`;
    case 'bell':
      return `<circle cy="${num(0.62 * s)}" r="${num(s * 0.18)}" fill="${edge}"/>` +
        path(`M${num(-0.75 * s)} ${num(0.55 * s)} C${num(-0.7 * s)} ${num(-0.1 * s)} ${num(-0.55 * s)} ${num(-0.85 * s)} 0 ${num(-0.85 * s)} ` +
          `C${num(0.55 * s)} ${num(-0.85 * s)} ${num(0.7 * s)} ${num(-0.1 * s)} ${num(0.75 * s)} ${num(0.55 * s)}Z`, fill, edge, line) +
        glint(-0.35 * s, -0.35 * s, s * 0.12);
    case 'shell':
      return shell(s, fill, edge);
    case 'flower':
      return flower(s, paint.petal ?? '#ffffff', d.dome(label === 'other' ? 'gold' : label), edge);
    case 'infinity':
      return `<path d="M0 0 C${num(0.4 * s)} ${num(-0.6 * s)} ${num(s)} ${num(-0.6 * s)} ${num(s)} 0 C${num(s)} ${num(0.6 * s)} ${num(0.4 * s)} ` +
        `${num(0.6 * s)} 0 0 C${num(-0.4 * s)} ${num(-0.6 * s)} ${num(-s)} ${num(-0.6 * s)} ${num(-s)} 0 C${num(-s)} ${num(0.6 * s)} ` +
        `${num(-0.4 * s)} ${num(0.6 * s)} 0 0Z" fill="none" stroke="${d.metal(label)}" stroke-width="${num(s * 0.2)}" stroke-linejoin="round"/>`;
    case 'gem':
      return gem(s, d.gem(paint.gem ?? '#e8f1ff'), edge);
    case 'stone':
      return `<circle r="${num(s)}" fill="${d.gem(paint.gem ?? '#e8f1ff')}" stroke="${d.metal(label)}" stroke-width="${num(s * 0.28)}"/>` +
        `<polygon points="${starPoints(s * 0.55, 4, 0.3)}" fill="#ffffff" opacity="0.8"/>`;
    case 'key':
      return key(s, fill, edge);
    case 'lock':
      return `<path d="M${num(-0.42 * s)} ${num(-0.2 * s)} V${num(-0.55 * s)} A${num(0.42 * s)} ${num(0.42 * s)} 0 0 1 ${num(0.42 * s)} ` +
        `${num(-0.55 * s)} V${num(-0.2 * s)}" fill="none" stroke="${edge}" stroke-width="${num(s * 0.14)}"/>` +
        `<g transform="translate(0 ${num(0.2 * s)})">${path(heartPath(s * 0.78), fill, edge, line)}</g>` +
        `<path d="M0 ${num(0.1 * s)} m-${num(0.1 * s)} 0 a${num(0.1 * s)} ${num(0.1 * s)} 0 1 1 ${num(0.2 * s)} 0 l-${num(0.05 * s)} ` +
        `${num(0.3 * s)} h-${num(0.1 * s)}Z" fill="${edge}"/>`;
    case 'paw':
      return `<ellipse cy="${num(0.3 * s)}" rx="${num(0.5 * s)}" ry="${num(0.42 * s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(line)}"/>` +
        [[-0.62, -0.18], [-0.25, -0.62], [0.25, -0.62], [0.62, -0.18]]
          .map(([x = 0, y = 0]) => `<ellipse cx="${num(x * s)}" cy="${num(y * s)}" rx="${num(0.19 * s)}" ry="${num(0.25 * s)}" ` +
            `fill="${fill}" stroke="${edge}" stroke-width="${num(line)}"/>`)
          .join('');
    case 'wing':
      return [0.0, 0.28, 0.56]
        .map((t) => path(`M${num(-0.7 * s)} ${num((-0.6 + t) * s)} C${num(-0.1 * s)} ${num((-1.1 + t) * s)} ${num(0.7 * s)} ` +
          `${num((-0.7 + t) * s)} ${num(0.9 * s)} ${num((-0.2 + t * 1.4) * s)} C${num(0.3 * s)} ${num((0.05 + t) * s)} ` +
          `${num(-0.3 * s)} ${num((-0.1 + t) * s)} ${num(-0.7 * s)} ${num((-0.6 + t) * s)}Z`, fill, edge, line))
        .join('');
    case 'eye':
      return `<circle r="${num(s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(line)}"/>` +
        `<circle r="${num(0.82 * s)}" fill="#1f4fa3"/><circle r="${num(0.6 * s)}" fill="#ffffff"/>` +
        `<circle r="${num(0.42 * s)}" fill="#5aa9e6"/><circle r="${num(0.2 * s)}" fill="#12203a"/>` + glint(-0.3 * s, -0.35 * s, s * 0.14);
    case 'disc':
      return `<circle r="${num(s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(line)}"/>` + glint(-0.4 * s, -0.4 * s, s * 0.18);
  }
}

function dots(r: number, count: number, size: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count - Math.PI / 2;
    out += `<circle cx="${num(Math.cos(a) * r)}" cy="${num(Math.sin(a) * r)}" r="${num(size)}" fill="${color}" opacity="0.6"/>`;
  }
  return out;
}

function butterfly(s: number, fill: string, edge: string): string {
  const wing = (x: number, y: number, rx: number, ry: number, a: number) =>
    `<ellipse cx="${num(x * s)}" cy="${num(y * s)}" rx="${num(rx * s)}" ry="${num(ry * s)}" transform="rotate(${a} ${num(x * s)} ${num(y * s)})" ` +
    `fill="${fill}" stroke="${edge}" stroke-width="${num(s * 0.05)}"/>`;
  return wing(-0.48, -0.3, 0.5, 0.36, -35) + wing(0.48, -0.3, 0.5, 0.36, 35) + wing(-0.36, 0.38, 0.34, 0.26, 30) +
    wing(0.36, 0.38, 0.34, 0.26, -30) +
    `<ellipse rx="${num(0.09 * s)}" ry="${num(0.62 * s)}" fill="${edge}"/>` +
    `<path d="M0 ${num(-0.55 * s)} L${num(-0.25 * s)} ${num(-0.95 * s)} M0 ${num(-0.55 * s)} L${num(0.25 * s)} ${num(-0.95 * s)}" ` +
    `stroke="${edge}" stroke-width="${num(s * 0.04)}" fill="none"/>`;
}

function shell(s: number, fill: string, edge: string): string {
  const ridges: string[] = [];
  for (let i = 0; i <= 6; i++) {
    const a = Math.PI * (1.12 + (i / 6) * 0.76);
    ridges.push(`M0 ${num(0.75 * s)} L${num(Math.cos(a) * s)} ${num(Math.sin(a) * s + 0.05 * s)}`);
  }
  const left = Math.PI * 1.12;
  const right = Math.PI * 1.88;
  return path(`M0 ${num(0.75 * s)} L${num(Math.cos(left) * s)} ${num(Math.sin(left) * s + 0.05 * s)} ` +
    `A${num(s)} ${num(s)} 0 0 1 ${num(Math.cos(right) * s)} ${num(Math.sin(right) * s + 0.05 * s)}Z`, fill, edge, s * 0.05) +
    `<path d="${ridges.join(' ')}" stroke="${edge}" stroke-width="${num(s * 0.035)}" fill="none" opacity="0.7"/>`;
}

function flower(s: number, petal: string, centre: string, edge: string): string {
  let petals = '';
  for (let i = 0; i < 6; i++) {
    petals += `<ellipse cy="${num(-0.52 * s)}" rx="${num(0.3 * s)}" ry="${num(0.5 * s)}" transform="rotate(${i * 60})" ` +
      `fill="${petal}" stroke="${edge}" stroke-width="${num(s * 0.04)}"/>`;
  }
  return petals + `<circle r="${num(0.28 * s)}" fill="${centre}" stroke="${edge}" stroke-width="${num(s * 0.04)}"/>`;
}

function key(s: number, fill: string, edge: string): string {
  const w = s * 0.05;
  return `<circle cy="${num(-0.6 * s)}" r="${num(0.36 * s)}" fill="none" stroke="${fill}" stroke-width="${num(0.16 * s)}"/>` +
    `<circle cy="${num(-0.6 * s)}" r="${num(0.36 * s)}" fill="none" stroke="${edge}" stroke-width="${num(w)}" opacity="0.5"/>` +
    `<rect x="${num(-0.08 * s)}" y="${num(-0.25 * s)}" width="${num(0.16 * s)}" height="${num(1.2 * s)}" fill="${fill}" stroke="${edge}" ` +
    `stroke-width="${num(w)}"/>` +
    `<rect x="${num(0.08 * s)}" y="${num(0.62 * s)}" width="${num(0.3 * s)}" height="${num(0.12 * s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(w)}"/>` +
    `<rect x="${num(0.08 * s)}" y="${num(0.38 * s)}" width="${num(0.22 * s)}" height="${num(0.12 * s)}" fill="${fill}" stroke="${edge}" stroke-width="${num(w)}"/>`;
}

/** A four-pointed twinkle, the universal "this shines" mark. */
export function sparkle(x: number, y: number, r: number, opacity = 0.9, color = '#ffffff'): string {
  const c = r * 0.12;
  return `<path d="M${num(x)} ${num(y - r)} Q${num(x + c)} ${num(y - c)} ${num(x + r)} ${num(y)} Q${num(x + c)} ${num(y + c)} ${num(x)} ` +
    `${num(y + r)} Q${num(x - c)} ${num(y + c)} ${num(x - r)} ${num(y)} Q${num(x - c)} ${num(y - c)} ${num(x)} ${num(y - r)}Z" ` +
    `fill="${color}" opacity="${num(opacity)}"/>`;
}
