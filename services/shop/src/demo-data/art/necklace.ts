import { chain, chainStyleFor, clasp, ellipseHalves, FINE_CHAIN, heavier, onEllipse } from './chains.js';
import { motif, motifForName, type MotifKind, type Paint } from './motifs.js';
import { el, fmt, place } from './xml.js';

/** Where a plain necklace's chain is lowest, on the 800 x 800 canvas (59% down). */
const NECKLACE_DIP = 470;

/** A necklace laid flat: both sides run up and out of the frame, the front dips to `bottom`. */
function drape(bottom: number, halfWidth: number): string {
  const [l, r] = [400 - halfWidth, 400 + halfWidth];
  const shoulder = bottom * 0.55;
  return (
    fmt`M${l - 20} -140 C${l} ${shoulder} ${400 - halfWidth * 0.5} ${bottom} 400 ${bottom} ` +
    fmt`C${400 + halfWidth * 0.5} ${bottom} ${r} ${shoulder} ${r + 20} -140`
  );
}

function pendant(kind: MotifKind | undefined, x: number, y: number, s: number, paint: Paint): string {
  if (!kind) return '';
  const metal = paint.d.metal(paint.label);
  const bail = el('circle', { cx: x, cy: y + 8, r: 11, fill: 'none', stroke: metal, 'stroke-width': 6 });
  return bail + place(x, y + 16 + s, motif(kind, s, paint));
}

/** A necklace: chain type and pendant come from the name; chain-only names show the bare chain. */
export function necklace(text: string, paint: Paint): string {
  const { d, label } = paint;
  const style = chainStyleFor(text, 10);
  const kind = motifForName(text);
  if (/choker/.test(text)) return chain(drape(430, 190), style, label, d) + pendant(kind, 400, 430, 64, paint);
  if (/layer/.test(text)) {
    const short = chain(drape(400, 200), { width: 6, dash: '6 3', cap: 'round' }, label, d);
    const long = chain(drape(540, 250), style, label, d);
    return short + long + pendant('disc', 400, 400, 24, paint) + pendant(kind ?? 'coin', 400, 540, 54, paint);
  }
  const size = kind === 'pearl' ? 48 : 72;
  // every plain necklace dips to the same point, bare chain or not: the charm builder's preview
  // hangs charms along this curve (apps/storefront charm-layouts.ts traces it)
  return chain(drape(NECKLACE_DIP, 240), style, label, d) + pendant(kind, 400, NECKLACE_DIP, size, paint);
}

/** An anklet: a wide, flat loop of fine chain with the named motif dangling from its front. */
export function anklet(text: string, paint: Paint): string {
  const { d, label } = paint;
  const [cx, cy, rx, ry] = [400, 350, 310, 120];
  const style = heavier(/figaro/.test(text) ? chainStyleFor(text) : FINE_CHAIN, 1.3);
  const halves = ellipseHalves(cx, cy, rx, ry);
  let out =
    chain(halves.back, style, label, d, 0.55) +
    chain(halves.front, style, label, d) +
    clasp(cx + rx, cy + 10, label, d, 1.2);
  if (/layer/.test(text)) {
    const lower = ellipseHalves(cx, cy + 40, rx - 10, ry + 45);
    out = chain(lower.back, style, label, d, 0.5) + out + chain(lower.front, style, label, d);
  }
  const kind = motifForName(text);
  if (!kind) return out;
  const single = kind === 'starfish' || kind === 'shell';
  const s = single ? 66 : kind === 'pearl' ? 20 : 30;
  for (const a of single ? [Math.PI / 2] : [0.35, 0.9, 1.57, 2.24, 2.79]) {
    const [x, y] = onEllipse(cx, cy, rx, ry, a);
    out +=
      kind === 'pearl'
        ? place(x, y, motif('pearl', s, paint))
        : el('path', { d: fmt`M${x} ${y} L${x} ${y + 18}`, stroke: d.metal(label), 'stroke-width': 5 }) +
          place(x, y + 18 + s, motif(kind, s, paint));
  }
  return out;
}
