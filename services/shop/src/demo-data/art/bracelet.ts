import { chain, chainStyleFor, clasp, ellipseHalves, FINE_CHAIN, heavier, onEllipse } from './chains.js';
import { motif, type MotifKind, type Paint } from './motifs.js';
import { el, fmt, place } from './xml.js';

const [CX, CY, RX, RY] = [400, 410, 280, 150];

/** Places `count` items around the bracelet's ellipse, far ones first so near ones overlap them. */
function beads(count: number, draw: (x: number, y: number, near: boolean) => string): string {
  const items: { y: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count;
    const [x, y] = onEllipse(CX, CY, RX, RY, a);
    items.push({ y, svg: draw(x, y, Math.sin(a) > 0) });
  }
  return items
    .sort((p, q) => p.y - q.y)
    .map((i) => i.svg)
    .join('');
}

/** Two cord bracelets whose hearts meet, for couple sets. */
function couple(paint: Paint): string {
  const one = (x: number, heartX: number, rotate: number) => {
    const h = ellipseHalves(x, CY - 20, 200, 115);
    const cord = { width: 9, dash: '10 4', cap: 'round' as const };
    return (
      chain(h.back, cord, paint.label, paint.d, 0.55) +
      chain(h.front, cord, paint.label, paint.d) +
      place(heartX, CY + 130, motif('heart', 58, paint), 1, rotate)
    );
  };
  return one(290, 362, 18) + one(510, 438, -18);
}

/** A solid bangle, or an open cuff (optionally knotted) when the name says so. */
function bangle(text: string, paint: Paint): string {
  const metal = paint.d.metal(paint.label);
  const band = (d: string, opacity: number) =>
    el('path', { d, fill: 'none', stroke: metal, 'stroke-width': 34, 'stroke-linecap': 'round', opacity }) +
    el('path', {
      d,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.5,
      'stroke-width': 7,
      transform: 'translate(0 -8)',
    });
  const { back, front } = ellipseHalves(CX, CY, RX, RY);
  const [gx, gy] = onEllipse(CX, CY, RX, RY, -0.35);
  const backPath = /cuff/.test(text) ? fmt`M${CX - RX} ${CY} A${RX} ${RY} 0 0 1 ${gx} ${gy}` : back;
  const loop = (cx: number) => el('circle', { cx, r: 28, fill: 'none', stroke: metal, 'stroke-width': 14 });
  const knot = /simpul|knot/.test(text) ? place(CX, CY + RY, loop(-20) + loop(20)) : '';
  return band(backPath, 0.6) + band(front, 1) + knot;
}

function leather(paint: Paint): string {
  const cord = (d: string, opacity: number) =>
    el('path', { d, fill: 'none', stroke: '#3b2b22', 'stroke-width': 26, 'stroke-linecap': 'round', opacity }) +
    el('path', { d, fill: 'none', stroke: '#8a6a52', 'stroke-width': 2.5, 'stroke-dasharray': '8 7', opacity });
  const { back, front } = ellipseHalves(CX, CY, RX, RY);
  const buckle = el('rect', {
    x: 345,
    y: CY + RY - 22,
    width: 110,
    height: 44,
    rx: 14,
    fill: paint.d.dome(paint.label),
    stroke: paint.d.edge(paint.label),
    'stroke-width': 2,
  });
  return cord(back, 0.7) + cord(front, 1) + buckle;
}

/** A bracelet seen from above at an angle: chain, bangle, cuff, leather, tennis, pearls or charms by name. */
export function bracelet(text: string, paint: Paint): string {
  const { d, label } = paint;
  if (/couple/.test(text)) return couple(paint);
  if (/bangle|polos|cuff/.test(text)) return bangle(text, paint);
  if (/kulit|leather/.test(text)) return leather(paint);
  const { back, front } = ellipseHalves(CX, CY, RX, RY);
  const style = /tennis|mutiara|pearl/.test(text) ? FINE_CHAIN : heavier(chainStyleFor(text), 1.5);
  let out = chain(back, style, label, d, 0.55) + chain(front, style, label, d) + clasp(CX + RX, CY + 10, label, d, 1.4);
  if (/tennis/.test(text)) out += beads(32, (x, y, near) => place(x, y, motif('stone', near ? 14 : 11, paint)));
  if (/mutiara|pearl/.test(text)) out += beads(14, (x, y, near) => place(x, y, motif('pearl', near ? 24 : 19, paint)));
  if (/charm/.test(text)) {
    const kinds: MotifKind[] = ['heart', 'coin', 'star'];
    kinds.forEach((kind, i) => {
      const [x, y] = onEllipse(CX, CY, RX, RY, 1.15 + i * 0.42);
      out +=
        el('circle', { cx: x, cy: y + 10, r: 9, fill: 'none', stroke: d.metal(label), 'stroke-width': 5 }) +
        place(x, y + 50, motif(kind, 34, paint));
    });
  }
  return out;
}
