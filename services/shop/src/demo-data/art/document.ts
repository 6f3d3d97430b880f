import type { Defs } from './defs.js';
import { el, escapeXml, place } from './xml.js';

/** A standalone SVG document; the title doubles as the image's accessible name. */
export function svgDocument(width: number, height: number, title: string, defs: Defs, body: string): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
    },
    el('title', {}, escapeXml(title)),
    defs.render(),
    body,
  );
}

/**
 * Re-frames a drawing made around (cx, cy) so that point lands on (x, y), scaled and turned there:
 * the way one 800 x 800 drawing is reused in other photos, trays and banners.
 */
export function reframe(body: string, x: number, y: number, scale = 1, rotate = 0, cx = 400, cy = 400): string {
  return place(x, y, el('g', { transform: `translate(${-cx} ${-cy})` }, body), scale, rotate);
}
