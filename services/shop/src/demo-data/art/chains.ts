import type { CharmLabel } from '@kilau/domain';
import type { Defs } from './defs.js';
import { num } from './xml.js';

/** How a chain's links look when drawn as a dashed stroke along a path. */
export interface ChainStyle {
  width: number;
  dash?: string;
  cap: 'round' | 'butt';
  /** Hollow links (paperclip) get a light inner line. */
  hollow?: boolean;
  /** Continuous chains (snake) get a fine ribbed texture instead of links. */
  ribbed?: boolean;
}

const STYLES: [RegExp, ChainStyle][] = [
  [/snake/, { width: 10, cap: 'round', ribbed: true }],
  [/paperclip/, { width: 10, dash: '30 8', cap: 'round', hollow: true }],
  [/bola|ball/, { width: 14, dash: '0.1 16', cap: 'round' }],
  [/box/, { width: 11, dash: '9 4', cap: 'butt' }],
  [/figaro/, { width: 10, dash: '24 6 9 6 9 6', cap: 'round' }],
  [/singapore/, { width: 9, dash: '8 4', cap: 'round' }],
  [/cuban/, { width: 20, dash: '17 5', cap: 'round' }],
  [/halus|fine/, { width: 6, dash: '6 3', cap: 'round' }],
];

/** Reads the chain type from a name ("Gelang Rantai Figaro" is a figaro chain); a cable chain otherwise. */
export function chainStyleFor(name: string, width = 9): ChainStyle {
  const text = name.toLowerCase();
  return STYLES.find(([pattern]) => pattern.test(text))?.[1] ?? { width, dash: `${width + 3} ${Math.round(width * 0.6)}`, cap: 'round' };
}

/** The same chain drawn `factor` times heavier (bracelets are photographed closer than necklaces). */
export function heavier(style: ChainStyle, factor: number): ChainStyle {
  const dash = style.dash?.split(' ').map((part) => num(Number(part) * factor)).join(' ');
  return { ...style, width: style.width * factor, ...(dash ? { dash } : {}) };
}

/** Draws a chain along an SVG path: a thin core, the metal links, then a highlight on each link. */
export function chain(d: string, style: ChainStyle, label: CharmLabel, defs: Defs, opacity = 1): string {
  const metal = defs.metal(label);
  const edge = defs.edge(label);
  const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
  const common = `d="${d}" fill="none" stroke-linecap="${style.cap}" stroke-linejoin="round"`;
  const parts = [
    `<path ${common} stroke="${edge}" stroke-width="${num(Math.max(1.5, style.width * 0.3))}"/>`,
    `<path ${common} stroke="${metal}" stroke-width="${num(style.width)}"${dash}/>`,
  ];
  if (style.hollow) parts.push(`<path ${common} stroke="#fffaf0" stroke-opacity="0.75" stroke-width="${num(style.width * 0.35)}"${dash}/>`);
  if (style.ribbed) parts.push(`<path ${common} stroke="${edge}" stroke-opacity="0.35" stroke-width="${num(style.width)}" stroke-dasharray="1.2 2.2"/>`);
  if (!style.hollow && !style.ribbed) {
    parts.push(`<path ${common} stroke="#ffffff" stroke-opacity="0.45" stroke-width="${num(style.width * 0.3)}"${dash}/>`);
  }
  const body = parts.join('');
  return opacity === 1 ? body : `<g opacity="${opacity}">${body}</g>`;
}

/** The path of an ellipse split into its far (upper) and near (lower) halves, for drawing depth. */
export function ellipseHalves(cx: number, cy: number, rx: number, ry: number): { back: string; front: string } {
  const left = `${num(cx - rx)} ${num(cy)}`;
  const right = `${num(cx + rx)} ${num(cy)}`;
  return {
    back: `M${left} A${num(rx)} ${num(ry)} 0 0 1 ${right}`,
    front: `M${right} A${num(rx)} ${num(ry)} 0 0 1 ${left}`,
  };
}

/** A point on an ellipse at `angle` radians (0 = right, PI/2 = nearest to the viewer). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, angle: number): [number, number] {
  return [cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry];
}

/** A lobster clasp, so a chain reads as wearable jewellery rather than a line. */
export function clasp(x: number, y: number, label: CharmLabel, defs: Defs, scale = 1): string {
  const s = scale;
  return `<g transform="translate(${num(x)} ${num(y)})">` +
    `<ellipse rx="${num(9 * s)}" ry="${num(15 * s)}" fill="${defs.dome(label)}" stroke="${defs.edge(label)}" stroke-width="${num(2 * s)}"/>` +
    `<circle cy="${num(-22 * s)}" r="${num(7 * s)}" fill="none" stroke="${defs.metal(label)}" stroke-width="${num(4 * s)}"/></g>`;
}
