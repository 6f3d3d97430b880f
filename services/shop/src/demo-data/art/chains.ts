import type { CharmLabel } from '@kilau/domain';

import type { Defs } from './defs.js';
import { type AttrValue, el, fmt, num } from './xml.js';

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

/** A fine cable chain, for cords and pieces whose chain is not the point. */
export const FINE_CHAIN: ChainStyle = { width: 6, dash: '7 3', cap: 'round' };

/** Reads the chain type from a name ("Gelang Rantai Figaro" is a figaro chain); a cable chain otherwise. */
export function chainStyleFor(name: string, width = 9): ChainStyle {
  const text = name.toLowerCase();
  const cable: ChainStyle = { width, dash: `${width + 3} ${Math.round(width * 0.6)}`, cap: 'round' };
  return STYLES.find(([pattern]) => pattern.test(text))?.[1] ?? cable;
}

/** The same chain drawn `factor` times heavier (bracelets are photographed closer than necklaces). */
export function heavier(style: ChainStyle, factor: number): ChainStyle {
  const dash = style.dash
    ?.split(' ')
    .map((part) => num(Number(part) * factor))
    .join(' ');
  return { ...style, width: style.width * factor, ...(dash ? { dash } : {}) };
}

/** Draws a chain along an SVG path: a thin core, the metal links, then a highlight on each link. */
export function chain(d: string, style: ChainStyle, label: CharmLabel, defs: Defs, opacity = 1): string {
  const stroke = (color: string, width: number, extra: Record<string, AttrValue> = {}) =>
    el('path', {
      d,
      fill: 'none',
      'stroke-linecap': style.cap,
      'stroke-linejoin': 'round',
      stroke: color,
      'stroke-width': width,
      ...extra,
    });
  const links = { 'stroke-dasharray': style.dash };
  const parts = [
    stroke(defs.edge(label), Math.max(1.5, style.width * 0.3)),
    stroke(defs.metal(label), style.width, links),
  ];
  if (style.hollow) parts.push(stroke('#fffaf0', style.width * 0.35, { 'stroke-opacity': 0.75, ...links }));
  if (style.ribbed) {
    parts.push(stroke(defs.edge(label), style.width, { 'stroke-opacity': 0.35, 'stroke-dasharray': '1.2 2.2' }));
  }
  if (!style.hollow && !style.ribbed) {
    parts.push(stroke('#ffffff', style.width * 0.3, { 'stroke-opacity': 0.45, ...links }));
  }
  return opacity === 1 ? parts.join('') : el('g', { opacity }, ...parts);
}

/** The path of an ellipse split into its far (upper) and near (lower) halves, for drawing depth. */
export function ellipseHalves(cx: number, cy: number, rx: number, ry: number): { back: string; front: string } {
  return {
    back: fmt`M${cx - rx} ${cy} A${rx} ${ry} 0 0 1 ${cx + rx} ${cy}`,
    front: fmt`M${cx + rx} ${cy} A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}`,
  };
}

/** A point on an ellipse at `angle` radians (0 = right, PI/2 = nearest to the viewer). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, angle: number): [number, number] {
  return [cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry];
}

/** A lobster clasp, so a chain reads as wearable jewellery rather than a line. */
export function clasp(x: number, y: number, label: CharmLabel, defs: Defs, scale = 1): string {
  const s = scale;
  return el(
    'g',
    { transform: fmt`translate(${x} ${y})` },
    el('ellipse', { rx: 9 * s, ry: 15 * s, fill: defs.dome(label), stroke: defs.edge(label), 'stroke-width': 2 * s }),
    el('circle', { cy: -22 * s, r: 7 * s, fill: 'none', stroke: defs.metal(label), 'stroke-width': 4 * s }),
  );
}
