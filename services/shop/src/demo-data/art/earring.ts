import { chain, FINE_CHAIN } from './chains.js';
import { motif, motifForName, type Paint } from './motifs.js';
import { el, place } from './xml.js';

/** A pair: the second earring mirrored and slightly turned, as they would lie on a table. */
export function earrings(text: string, paint: Paint): string {
  const one = earring(text, paint);
  const scale = /hoop/.test(text)
    ? 1.15
    : /huggie|cuff|juntai|tetes/.test(text)
      ? 1.45
      : /rantai panjang/.test(text)
        ? 1.2
        : 1.8;
  const y = /rantai panjang/.test(text) ? 330 : 400;
  return place(245, y - 10, one, scale) + place(555, y + 10, el('g', { transform: 'scale(-1 1)' }, one), scale, 4);
}

function earring(text: string, paint: Paint): string {
  const { d, label } = paint;
  const metal = d.metal(label);
  const kind = motifForName(text);
  const [dome, edge] = [d.dome(label), d.edge(label)];
  const post = (cy: number) => el('circle', { cy, r: 9, fill: dome, stroke: edge, 'stroke-width': 2 });
  if (/hoop|huggie/.test(text)) {
    const huggie = /huggie/.test(text);
    const r = /besar/.test(text) ? 118 : huggie ? 60 : 90;
    const w = huggie ? 22 : 13;
    let out =
      el('circle', { cy: r - 120, r, fill: 'none', stroke: metal, 'stroke-width': w }) +
      el('circle', {
        cy: r - 120,
        r,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.45,
        'stroke-width': w * 0.25,
        transform: 'translate(-3 -3)',
      });
    if (paint.gem) {
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (0.15 + (i / 6) * 0.7);
        out += place(Math.cos(a) * r, r - 120 + Math.sin(a) * r, motif('stone', 8, paint));
      }
    }
    return out;
  }
  if (/cuff/.test(text)) {
    return (
      el('path', {
        d: 'M-40 -90 C-110 -40 -100 80 -20 110',
        fill: 'none',
        stroke: metal,
        'stroke-width': 14,
        'stroke-linecap': 'round',
      }) +
      place(-70, -40, motif('leaf', 26, paint), 1, -30) +
      place(-78, 30, motif('leaf', 24, paint), 1, -10) +
      place(-45, 85, motif('leaf', 22, paint), 1, 20)
    );
  }
  if (/juntai|rantai panjang|tetes/.test(text)) {
    const long = /rantai panjang/.test(text);
    const end = -110 + (long ? 230 : 70);
    const tip = long
      ? el('rect', { x: -7, y: end, width: 14, height: 44, rx: 5, fill: dome, stroke: edge, 'stroke-width': 2 })
      : place(0, end + 48, motif(kind ?? 'drop', 48, paint));
    return post(-118) + chain(`M0 -110 L0 ${end}`, FINE_CHAIN, label, d) + tip;
  }
  return post(-10) + place(0, 0, motif(kind ?? 'disc', kind === 'pearl' ? 40 : 52, paint));
}
