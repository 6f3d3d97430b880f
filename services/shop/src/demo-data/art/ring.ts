import { motif, motifForName, type Paint } from './motifs.js';
import { el, place } from './xml.js';

/** A ring standing up, seen slightly from the side; what sits on top (stone, signet, flower) comes from the name. */
export function ring(text: string, paint: Paint): string {
  const { d, label } = paint;
  const metal = d.metal(label);
  const edge = d.edge(label);
  const band = (cx: number, cy: number, rx: number, ry: number, w: number) =>
    el('ellipse', { cx: cx + w * 0.35, cy, rx, ry, fill: 'none', stroke: edge, 'stroke-width': w, opacity: 0.55 }) +
    el('ellipse', { cx, cy, rx, ry, fill: 'none', stroke: metal, 'stroke-width': w }) +
    el('ellipse', {
      cx: cx - 3,
      cy: cy - 3,
      rx,
      ry,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.5,
      'stroke-width': w * 0.2,
    });
  if (/stacking|set 3/.test(text)) {
    return band(400, 330, 160, 70, 14) + band(400, 410, 160, 70, 14) + band(400, 490, 160, 70, 14);
  }
  if (/couple/.test(text)) {
    return band(320, 430, 125, 140, 24) + band(490, 450, 105, 120, 20) + place(320, 290, motif('infinity', 48, paint));
  }
  if (/twist/.test(text)) {
    return (
      el('g', { transform: 'rotate(-14 400 440)' }, band(400, 440, 150, 165, 14)) +
      el('g', { transform: 'rotate(14 400 440)' }, band(400, 440, 150, 165, 14))
    );
  }
  if (/ular|snake/.test(text)) {
    return (
      el('path', {
        d: 'M430 278 A150 165 0 1 1 370 278',
        fill: 'none',
        stroke: metal,
        'stroke-width': 28,
        'stroke-linecap': 'round',
      }) +
      el('ellipse', { cx: 438, cy: 272, rx: 26, ry: 18, fill: d.dome(label), stroke: edge, 'stroke-width': 3 }) +
      el('circle', { cx: 446, cy: 266, r: 3, fill: edge })
    );
  }
  const kind = motifForName(text);
  let top = '';
  if (/signet/.test(text)) {
    top =
      el('ellipse', { cx: 400, cy: 285, rx: 88, ry: 52, fill: d.dome(label), stroke: edge, 'stroke-width': 4 }) +
      el('ellipse', { cx: 400, cy: 285, rx: 62, ry: 34, fill: 'none', stroke: edge, 'stroke-width': 2, opacity: 0.6 });
  } else if (paint.gem) {
    top =
      el('path', { d: 'M370 300 L382 250 M430 300 L418 250', stroke: metal, 'stroke-width': 8 }) +
      place(400, 245, motif('gem', 58, paint));
  } else if (kind) {
    top = place(400, 275, motif(kind, 56, { ...paint, petal: '#ffffff' }));
  }
  const wide = /ukir|band/.test(text);
  const engraving = el('ellipse', {
    cx: 400,
    cy: 440,
    rx: 150,
    ry: 165,
    fill: 'none',
    stroke: edge,
    'stroke-width': 4,
    'stroke-dasharray': '14 6',
    opacity: 0.6,
  });
  return band(400, 440, 150, 165, wide ? 40 : 26) + (wide ? engraving : '') + top;
}
