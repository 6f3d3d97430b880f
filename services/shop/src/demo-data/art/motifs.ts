import type { CharmLabel } from '@kilau/domain';

import type { Defs } from './defs.js';
import { el, fmt } from './xml.js';

/** The small shapes that pendants, studs, dangles and charms are made of. */
export type MotifKind =
  | 'heart'
  | 'star'
  | 'starfish'
  | 'moon'
  | 'clover'
  | 'butterfly'
  | 'drop'
  | 'pearl'
  | 'coin'
  | 'leaf'
  | 'bell'
  | 'shell'
  | 'flower'
  | 'infinity'
  | 'gem'
  | 'stone'
  | 'key'
  | 'lock'
  | 'paw'
  | 'wing'
  | 'eye'
  | 'disc';

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

const outlined = (d: string, fill: string, stroke: string, width: number) =>
  el('path', { d, fill, stroke, 'stroke-width': width, 'stroke-linejoin': 'round' });

/** The white reflection that makes a flat shape read as polished metal. */
const glint = (cx: number, cy: number, r: number) =>
  el('ellipse', {
    cx,
    cy,
    rx: r,
    ry: r * 0.55,
    fill: '#ffffff',
    opacity: 0.7,
    transform: fmt`rotate(-35 ${cx} ${cy})`,
  });

/** Points of a star with `points` tips, outer radius `r` and inner radius `r * inner`. */
export function starPoints(r: number, points = 5, inner = 0.45): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    out.push(fmt`${Math.cos(angle) * radius},${Math.sin(angle) * radius}`);
  }
  return out.join(' ');
}

function heartPath(s: number): string {
  return (
    fmt`M0 ${0.9 * s} C${-1.25 * s} ${0.05 * s} ${-0.8 * s} ${-1.05 * s} 0 ${-0.42 * s} ` +
    fmt`C${0.8 * s} ${-1.05 * s} ${1.25 * s} ${0.05 * s} 0 ${0.9 * s}Z`
  );
}

function moonPath(s: number): string {
  const tipX = Math.cos(Math.PI / 3.4) * s;
  const tipY = Math.sin(Math.PI / 3.4) * s;
  const inner = s * 0.82;
  return fmt`M${tipX} ${-tipY} A${s} ${s} 0 1 0 ${tipX} ${tipY} A${inner} ${inner} 0 1 1 ${tipX} ${-tipY}Z`;
}

function dropPath(s: number): string {
  const r = 0.68 * s;
  return (
    fmt`M0 ${-s} C${0.3 * s} ${-0.5 * s} ${r} ${-0.05 * s} ${r} ${0.32 * s} A${r} ${r} 0 0 1 ${-r} ${0.32 * s} ` +
    fmt`C${-r} ${-0.05 * s} ${-0.3 * s} ${-0.5 * s} 0 ${-s}Z`
  );
}

/** A cut stone seen from the side: crown, girdle and pavilion with white facet lines. */
function gem(s: number, fill: string, edge: string): string {
  const w = s * 0.9;
  const [girdle, table, tip] = [-0.2 * s, -0.65 * s, 0.9 * s];
  const outline = fmt`M${-w} ${girdle} L${-0.5 * w} ${table} L${0.5 * w} ${table} L${w} ${girdle} L0 ${tip}Z`;
  const facets =
    fmt`M${-w} ${girdle} L${w} ${girdle} M${-0.5 * w} ${table} L${-0.25 * w} ${girdle} L0 ${tip} ` +
    fmt`L${0.25 * w} ${girdle} L${0.5 * w} ${table} M0 ${table} L${-0.25 * w} ${girdle} ` +
    fmt`M0 ${table} L${0.25 * w} ${girdle}`;
  return (
    outlined(outline, fill, edge, s * 0.05) +
    el('path', { d: facets, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.65, 'stroke-width': s * 0.03 }) +
    glint(-0.35 * w, -0.42 * s, s * 0.12)
  );
}

/** Draws a motif centred on (0, 0), about `s` units from centre to edge. */
export function motif(kind: MotifKind, s: number, paint: Paint): string {
  const { d, label } = paint;
  const fill = d.dome(label);
  const edge = d.edge(label);
  const line = s * 0.05;
  const ring = (r: number, color: string) => el('circle', { r, fill: color });
  switch (kind) {
    case 'heart':
      return outlined(heartPath(s), fill, edge, line) + glint(-0.45 * s, -0.4 * s, s * 0.16);
    case 'star':
      return (
        el('polygon', {
          points: starPoints(s),
          fill,
          stroke: edge,
          'stroke-width': line,
          'stroke-linejoin': 'round',
        }) + glint(-0.2 * s, -0.35 * s, s * 0.1)
      );
    case 'starfish':
      return (
        el('polygon', {
          points: starPoints(s, 5, 0.5),
          fill,
          stroke: edge,
          'stroke-width': s * 0.12,
          'stroke-linejoin': 'round',
        }) + dots(s * 0.28, 5, s * 0.06, edge)
      );
    case 'moon':
      return (
        el('g', { transform: 'rotate(-25)' }, outlined(moonPath(s), fill, edge, line)) +
        glint(-0.6 * s, -0.2 * s, s * 0.12)
      );
    case 'clover':
      return (
        [0, 90, 180, 270]
          .map((a) =>
            el(
              'g',
              { transform: fmt`rotate(${a}) translate(0 ${-0.48 * s})` },
              outlined(heartPath(s * 0.5), paint.petal ?? fill, edge, line),
            ),
          )
          .join('') + ring(s * 0.12, fill)
      );
    case 'butterfly':
      return butterfly(s, paint.petal ?? fill, edge);
    case 'drop':
      return (
        outlined(dropPath(s), paint.gem ? d.gem(paint.gem) : fill, edge, line) + glint(-0.25 * s, 0.1 * s, s * 0.15)
      );
    case 'pearl':
      return (
        el('circle', { r: s, fill: d.pearl(), stroke: '#c9b5a8', 'stroke-width': s * 0.03 }) +
        glint(-0.35 * s, -0.4 * s, s * 0.22)
      );
    case 'coin':
      return (
        el('circle', { r: s, fill, stroke: edge, 'stroke-width': line }) +
        el('circle', {
          r: s * 0.78,
          fill: 'none',
          stroke: edge,
          'stroke-width': s * 0.04,
          'stroke-dasharray': fmt`${s * 0.06} ${s * 0.05}`,
        }) +
        el('polygon', { points: starPoints(s * 0.42, 8, 0.5), fill: edge, opacity: 0.55 }) +
        glint(-0.45 * s, -0.45 * s, s * 0.15)
      );
    case 'leaf':
      return (
        outlined(fmt`M0 ${-s} Q${0.85 * s} 0 0 ${s} Q${-0.85 * s} 0 0 ${-s}Z`, fill, edge, line) +
        el('path', { d: fmt`M0 ${-0.8 * s} L0 ${0.85 * s}`, stroke: edge, 'stroke-width': s * 0.04 })
      );
    case 'bell':
      return (
        el('circle', { cy: 0.62 * s, r: s * 0.18, fill: edge }) +
        outlined(
          fmt`M${-0.75 * s} ${0.55 * s} C${-0.7 * s} ${-0.1 * s} ${-0.55 * s} ${-0.85 * s} 0 ${-0.85 * s} ` +
            fmt`C${0.55 * s} ${-0.85 * s} ${0.7 * s} ${-0.1 * s} ${0.75 * s} ${0.55 * s}Z`,
          fill,
          edge,
          line,
        ) +
        glint(-0.35 * s, -0.35 * s, s * 0.12)
      );
    case 'shell':
      return shell(s, fill, edge);
    case 'flower':
      return flower(s, paint.petal ?? '#ffffff', d.dome(label === 'other' ? 'gold' : label), edge);
    case 'infinity':
      return el('path', {
        d:
          fmt`M0 0 C${0.4 * s} ${-0.6 * s} ${s} ${-0.6 * s} ${s} 0 C${s} ${0.6 * s} ${0.4 * s} ${0.6 * s} 0 0 ` +
          fmt`C${-0.4 * s} ${-0.6 * s} ${-s} ${-0.6 * s} ${-s} 0 C${-s} ${0.6 * s} ${-0.4 * s} ${0.6 * s} 0 0Z`,
        fill: 'none',
        stroke: d.metal(label),
        'stroke-width': s * 0.2,
        'stroke-linejoin': 'round',
      });
    case 'gem':
      return gem(s, d.gem(paint.gem ?? '#e8f1ff'), edge);
    case 'stone':
      return (
        el('circle', {
          r: s,
          fill: d.gem(paint.gem ?? '#e8f1ff'),
          stroke: d.metal(label),
          'stroke-width': s * 0.28,
        }) + el('polygon', { points: starPoints(s * 0.55, 4, 0.3), fill: '#ffffff', opacity: 0.8 })
      );
    case 'key':
      return key(s, fill, edge);
    case 'lock':
      return lock(s, fill, edge);
    case 'paw':
      return (
        el('ellipse', { cy: 0.3 * s, rx: 0.5 * s, ry: 0.42 * s, fill, stroke: edge, 'stroke-width': line }) +
        [
          [-0.62, -0.18],
          [-0.25, -0.62],
          [0.25, -0.62],
          [0.62, -0.18],
        ]
          .map(([x = 0, y = 0]) =>
            el('ellipse', {
              cx: x * s,
              cy: y * s,
              rx: 0.19 * s,
              ry: 0.25 * s,
              fill,
              stroke: edge,
              'stroke-width': line,
            }),
          )
          .join('')
      );
    case 'wing':
      return [0, 0.28, 0.56]
        .map((t) =>
          outlined(
            fmt`M${-0.7 * s} ${(-0.6 + t) * s} ` +
              fmt`C${-0.1 * s} ${(-1.1 + t) * s} ${0.7 * s} ${(-0.7 + t) * s} ${0.9 * s} ${(-0.2 + t * 1.4) * s} ` +
              fmt`C${0.3 * s} ${(0.05 + t) * s} ${-0.3 * s} ${(-0.1 + t) * s} ` +
              fmt`${-0.7 * s} ${(-0.6 + t) * s}Z`,
            fill,
            edge,
            line,
          ),
        )
        .join('');
    case 'eye':
      return (
        el('circle', { r: s, fill, stroke: edge, 'stroke-width': line }) +
        ring(0.82 * s, '#1f4fa3') +
        ring(0.6 * s, '#ffffff') +
        ring(0.42 * s, '#5aa9e6') +
        ring(0.2 * s, '#12203a') +
        glint(-0.3 * s, -0.35 * s, s * 0.14)
      );
    case 'disc':
      return el('circle', { r: s, fill, stroke: edge, 'stroke-width': line }) + glint(-0.4 * s, -0.4 * s, s * 0.18);
  }
}

function dots(r: number, count: number, size: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count - Math.PI / 2;
    out += el('circle', { cx: Math.cos(a) * r, cy: Math.sin(a) * r, r: size, fill: color, opacity: 0.6 });
  }
  return out;
}

function butterfly(s: number, fill: string, edge: string): string {
  const wing = (x: number, y: number, rx: number, ry: number, a: number) =>
    el('ellipse', {
      cx: x * s,
      cy: y * s,
      rx: rx * s,
      ry: ry * s,
      transform: fmt`rotate(${a} ${x * s} ${y * s})`,
      fill,
      stroke: edge,
      'stroke-width': s * 0.05,
    });
  return (
    wing(-0.48, -0.3, 0.5, 0.36, -35) +
    wing(0.48, -0.3, 0.5, 0.36, 35) +
    wing(-0.36, 0.38, 0.34, 0.26, 30) +
    wing(0.36, 0.38, 0.34, 0.26, -30) +
    el('ellipse', { rx: 0.09 * s, ry: 0.62 * s, fill: edge }) +
    el('path', {
      d: fmt`M0 ${-0.55 * s} L${-0.25 * s} ${-0.95 * s} M0 ${-0.55 * s} L${0.25 * s} ${-0.95 * s}`,
      stroke: edge,
      'stroke-width': s * 0.04,
      fill: 'none',
    })
  );
}

function shell(s: number, fill: string, edge: string): string {
  const rim = (a: number) => fmt`${Math.cos(a) * s} ${Math.sin(a) * s + 0.05 * s}`;
  const ridges: string[] = [];
  for (let i = 0; i <= 6; i++) ridges.push(fmt`M0 ${0.75 * s} L` + rim(Math.PI * (1.12 + (i / 6) * 0.76)));
  const fan = fmt`M0 ${0.75 * s} L` + rim(Math.PI * 1.12) + fmt` A${s} ${s} 0 0 1 ` + rim(Math.PI * 1.88) + 'Z';
  return (
    outlined(fan, fill, edge, s * 0.05) +
    el('path', { d: ridges.join(' '), stroke: edge, 'stroke-width': s * 0.035, fill: 'none', opacity: 0.7 })
  );
}

function flower(s: number, petal: string, centre: string, edge: string): string {
  let petals = '';
  for (let i = 0; i < 6; i++) {
    petals += el('ellipse', {
      cy: -0.52 * s,
      rx: 0.3 * s,
      ry: 0.5 * s,
      transform: `rotate(${i * 60})`,
      fill: petal,
      stroke: edge,
      'stroke-width': s * 0.04,
    });
  }
  return petals + el('circle', { r: 0.28 * s, fill: centre, stroke: edge, 'stroke-width': s * 0.04 });
}

function key(s: number, fill: string, edge: string): string {
  const w = s * 0.05;
  const bar = (x: number, y: number, width: number, height: number) =>
    el('rect', { x: x * s, y: y * s, width: width * s, height: height * s, fill, stroke: edge, 'stroke-width': w });
  return (
    el('circle', { cy: -0.6 * s, r: 0.36 * s, fill: 'none', stroke: fill, 'stroke-width': 0.16 * s }) +
    el('circle', { cy: -0.6 * s, r: 0.36 * s, fill: 'none', stroke: edge, 'stroke-width': w, opacity: 0.5 }) +
    bar(-0.08, -0.25, 0.16, 1.2) +
    bar(0.08, 0.62, 0.3, 0.12) +
    bar(0.08, 0.38, 0.22, 0.12)
  );
}

function lock(s: number, fill: string, edge: string): string {
  const r = 0.42 * s;
  const hole = 0.1 * s;
  return (
    el('path', {
      d: fmt`M${-r} ${-0.2 * s} V${-0.55 * s} A${r} ${r} 0 0 1 ${r} ${-0.55 * s} V${-0.2 * s}`,
      fill: 'none',
      stroke: edge,
      'stroke-width': s * 0.14,
    }) +
    el('g', { transform: fmt`translate(0 ${0.2 * s})` }, outlined(heartPath(s * 0.78), fill, edge, s * 0.05)) +
    el('path', {
      d: fmt`M0 ${hole} m-${hole} 0 a${hole} ${hole} 0 1 1 ${2 * hole} 0 l-${hole / 2} ${3 * hole} h-${hole}Z`,
      fill: edge,
    })
  );
}

/** A four-pointed twinkle, the universal "this shines" mark. */
export function sparkle(x: number, y: number, r: number, opacity = 0.9, color = '#ffffff'): string {
  const c = r * 0.12;
  return el('path', {
    d:
      fmt`M${x} ${y - r} Q${x + c} ${y - c} ${x + r} ${y} Q${x + c} ${y + c} ${x} ${y + r} ` +
      fmt`Q${x - c} ${y + c} ${x - r} ${y} Q${x - c} ${y - c} ${x} ${y - r}Z`,
    fill: color,
    opacity,
  });
}
