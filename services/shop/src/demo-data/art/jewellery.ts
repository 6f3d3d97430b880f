import type { ProductCategory, ProductLabel } from '@kilau/domain';
import { chain, chainStyleFor, clasp, ellipseHalves, heavier, onEllipse } from './chains.js';
import type { Defs } from './defs.js';
import { hasStones, motif, motifForName, type MotifKind, type Paint } from './motifs.js';
import { num, place } from './xml.js';

/** What a drawing needs to know about a piece; the name decides motif and chain type. */
export interface Piece {
  category: ProductCategory;
  label: ProductLabel;
  name: string;
}

const CLEAR_STONE = '#dfeeff';

/** Draws a piece of jewellery centred on (400, 400) of an 800 x 800 canvas. */
export function drawPiece(piece: Piece, defs: Defs): string {
  const text = piece.name.toLowerCase();
  const paint: Paint = { d: defs, label: piece.label, gem: hasStones(text) ? CLEAR_STONE : undefined };
  switch (piece.category) {
    case 'necklace':
      return necklace(text, paint);
    case 'bracelet':
      return bracelet(text, paint);
    case 'earring':
      return earrings(text, paint);
    case 'ring':
      return ring(text, paint);
    case 'anklet':
      return anklet(text, paint);
    case 'jewel_set':
      return jewelSet(piece, paint);
  }
}

/** A necklace laid flat: both sides run up and out of the frame, the front dips to `bottom`. */
function drape(bottom: number, halfWidth: number): string {
  const [l, r] = [400 - halfWidth, 400 + halfWidth];
  const shoulder = num(bottom * 0.55);
  return `M${num(l - 20)} -140 C${num(l)} ${shoulder} ${num(400 - halfWidth * 0.5)} ${num(bottom)} 400 ${num(bottom)} ` +
    `C${num(400 + halfWidth * 0.5)} ${num(bottom)} ${num(r)} ${shoulder} ${num(r + 20)} -140`;
}

function pendant(kind: MotifKind | undefined, x: number, y: number, s: number, paint: Paint): string {
  if (!kind) return '';
  const { d, label } = paint;
  const bail = `<circle cx="${x}" cy="${y + 8}" r="11" fill="none" stroke="${d.metal(label)}" stroke-width="6"/>`;
  return bail + place(x, y + 16 + s, motif(kind, s, paint));
}

function necklace(text: string, paint: Paint): string {
  const { d, label } = paint;
  const style = chainStyleFor(text, 10);
  const kind = motifForName(text);
  if (/choker/.test(text)) {
    return chain(drape(430, 190), style, label, d) + pendant(kind, 400, 430, 64, paint);
  }
  if (/layer/.test(text)) {
    return chain(drape(400, 200), { width: 6, dash: '6 3', cap: 'round' }, label, d) +
      chain(drape(540, 250), style, label, d) + pendant('disc', 400, 400, 24, paint) + pendant(kind ?? 'coin', 400, 540, 54, paint);
  }
  const size = kind === 'pearl' ? 48 : 72;
  return chain(drape(kind ? 470 : 600, 240), style, label, d) + pendant(kind, 400, 470, size, paint);
}

function bracelet(text: string, paint: Paint): string {
  const { d, label } = paint;
  const metal = d.metal(label);
  const [cx, cy, rx, ry] = [400, 410, 280, 150];
  const { back, front } = ellipseHalves(cx, cy, rx, ry);
  if (/couple/.test(text)) {
    const one = (x: number, heartX: number, rotate: number) => {
      const h = ellipseHalves(x, cy - 20, 200, 115);
      const cord = { width: 9, dash: '10 4', cap: 'round' as const };
      return chain(h.back, cord, label, d, 0.55) + chain(h.front, cord, label, d) +
        place(heartX, cy + 130, motif('heart', 58, paint), 1, rotate);
    };
    return one(290, 362, 18) + one(510, 438, -18);
  }
  if (/bangle|polos|cuff/.test(text)) {
    const open = /cuff/.test(text);
    const band = (dPath: string, opacity: number) =>
      `<path d="${dPath}" fill="none" stroke="${metal}" stroke-width="34" stroke-linecap="round" opacity="${opacity}"/>` +
      `<path d="${dPath}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="7" transform="translate(0 -8)"/>`;
    const [gx, gy] = onEllipse(cx, cy, rx, ry, -0.35);
    const backPath = open ? `M${num(cx - rx)} ${cy} A${rx} ${ry} 0 0 1 ${num(gx)} ${num(gy)}` : back;
    const knot = /simpul|knot/.test(text)
      ? place(cx, cy + ry, `<circle cx="-20" r="28" fill="none" stroke="${metal}" stroke-width="14"/>` +
          `<circle cx="20" r="28" fill="none" stroke="${metal}" stroke-width="14"/>`)
      : '';
    return band(backPath, 0.6) + band(front, 1) + knot;
  }
  if (/kulit|leather/.test(text)) {
    const cord = (dPath: string, o: number) =>
      `<path d="${dPath}" fill="none" stroke="#3b2b22" stroke-width="26" stroke-linecap="round" opacity="${o}"/>` +
      `<path d="${dPath}" fill="none" stroke="#8a6a52" stroke-width="2.5" stroke-dasharray="8 7" opacity="${o}"/>`;
    return cord(back, 0.7) + cord(front, 1) +
      `<rect x="345" y="${cy + ry - 22}" width="110" height="44" rx="14" fill="${d.dome(label)}" stroke="${d.edge(label)}" stroke-width="2"/>`;
  }
  const chainStyle = /tennis|mutiara|pearl/.test(text) ? { width: 6, dash: '7 3', cap: 'round' as const } : heavier(chainStyleFor(text), 1.5);
  let out = chain(back, chainStyle, label, d, 0.55) + chain(front, chainStyle, label, d) + clasp(cx + rx, cy + 10, label, d, 1.4);
  if (/tennis/.test(text)) out += beads(cx, cy, rx, ry, 32, (x, y, near) => place(x, y, motif('stone', near ? 14 : 11, paint)));
  if (/mutiara|pearl/.test(text)) out += beads(cx, cy, rx, ry, 14, (x, y, near) => place(x, y, motif('pearl', near ? 24 : 19, paint)));
  if (/charm/.test(text)) {
    const kinds: MotifKind[] = ['heart', 'coin', 'star'];
    kinds.forEach((kind, i) => {
      const [x, y] = onEllipse(cx, cy, rx, ry, 1.15 + i * 0.42);
      out += `<circle cx="${num(x)}" cy="${num(y + 10)}" r="9" fill="none" stroke="${metal}" stroke-width="5"/>` + place(x, y + 50, motif(kind, 34, paint));
    });
  }
  return out;
}

/** Places `count` items around an ellipse, far ones first so near ones overlap them. */
function beads(cx: number, cy: number, rx: number, ry: number, count: number, draw: (x: number, y: number, near: boolean) => string): string {
  const items: { y: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count;
    const [x, y] = onEllipse(cx, cy, rx, ry, a);
    items.push({ y, svg: draw(x, y, Math.sin(a) > 0) });
  }
  return items.sort((p, q) => p.y - q.y).map((i) => i.svg).join('');
}

function earrings(text: string, paint: Paint): string {
  const one = earring(text, paint);
  const scale = /hoop/.test(text) ? 1.15 : /huggie|cuff|juntai|tetes/.test(text) ? 1.45 : /rantai panjang/.test(text) ? 1.2 : 1.8;
  const y = /rantai panjang/.test(text) ? 330 : 400;
  return place(245, y - 10, one, scale) + place(555, y + 10, `<g transform="scale(-1 1)">${one}</g>`, scale, 4);
}

function earring(text: string, paint: Paint): string {
  const { d, label } = paint;
  const metal = d.metal(label);
  const kind = motifForName(text);
  const post = (y: number) => `<circle cy="${y}" r="9" fill="${d.dome(label)}" stroke="${d.edge(label)}" stroke-width="2"/>`;
  if (/hoop|huggie/.test(text)) {
    const r = /besar/.test(text) ? 118 : /huggie/.test(text) ? 60 : 90;
    const w = /huggie/.test(text) ? 22 : 13;
    let out = `<circle cy="${r - 120}" r="${r}" fill="none" stroke="${metal}" stroke-width="${w}"/>` +
      `<circle cy="${r - 120}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${num(w * 0.25)}" ` +
      `transform="translate(-3 -3)"/>`;
    if (paint.gem) {
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (0.15 + (i / 6) * 0.7);
        out += place(Math.cos(a) * r, r - 120 + Math.sin(a) * r, motif('stone', 8, paint));
      }
    }
    return out;
  }
  if (/cuff/.test(text)) {
    return `<path d="M-40 -90 C-110 -40 -100 80 -20 110" fill="none" stroke="${metal}" stroke-width="14" stroke-linecap="round"/>` +
      place(-70, -40, motif('leaf', 26, paint), 1, -30) + place(-78, 30, motif('leaf', 24, paint), 1, -10) +
      place(-45, 85, motif('leaf', 22, paint), 1, 20);
  }
  if (/juntai|rantai panjang|tetes/.test(text)) {
    const long = /rantai panjang/.test(text);
    const drop = long ? 230 : 70;
    const chainPath = `M0 -110 L0 ${-110 + drop}`;
    return post(-118) + chain(chainPath, { width: 6, dash: '7 3', cap: 'round' }, label, d) +
      (long
        ? `<rect x="-7" y="${-110 + drop}" width="14" height="44" rx="5" fill="${d.dome(label)}" stroke="${d.edge(label)}" stroke-width="2"/>`
        : place(0, -110 + drop + 48, motif(kind ?? 'drop', 48, paint)));
  }
  return post(-10) + place(0, 0, motif(kind ?? 'disc', kind === 'pearl' ? 40 : 52, paint));
}

function ring(text: string, paint: Paint): string {
  const { d, label } = paint;
  const metal = d.metal(label);
  const band = (cx: number, cy: number, rx: number, ry: number, w: number, extra = '') =>
    `<ellipse cx="${cx + w * 0.35}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${d.edge(label)}" stroke-width="${w}" opacity="0.55"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${metal}" stroke-width="${w}"${extra}/>` +
    `<ellipse cx="${cx - 3}" cy="${cy - 3}" rx="${rx}" ry="${ry}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${num(w * 0.2)}"/>`;
  if (/stacking|set 3/.test(text)) return band(400, 330, 160, 70, 14) + band(400, 410, 160, 70, 14) + band(400, 490, 160, 70, 14);
  if (/couple/.test(text)) {
    return band(320, 430, 125, 140, 24) + band(490, 450, 105, 120, 20) + place(320, 290, motif('infinity', 48, paint));
  }
  if (/twist/.test(text)) {
    return `<g transform="rotate(-14 400 440)">${band(400, 440, 150, 165, 14)}</g>` +
      `<g transform="rotate(14 400 440)">${band(400, 440, 150, 165, 14)}</g>`;
  }
  if (/ular|snake/.test(text)) {
    return `<path d="M430 278 A150 165 0 1 1 370 278" fill="none" stroke="${metal}" stroke-width="28" stroke-linecap="round"/>` +
      `<ellipse cx="438" cy="272" rx="26" ry="18" fill="${d.dome(label)}" stroke="${d.edge(label)}" stroke-width="3"/>` +
      `<circle cx="446" cy="266" r="3" fill="${d.edge(label)}"/>`;
  }
  const kind = motifForName(text);
  let top = '';
  if (/signet/.test(text)) top = `<ellipse cx="400" cy="285" rx="88" ry="52" fill="${d.dome(label)}" stroke="${d.edge(label)}" stroke-width="4"/>` +
    `<ellipse cx="400" cy="285" rx="62" ry="34" fill="none" stroke="${d.edge(label)}" stroke-width="2" opacity="0.6"/>`;
  else if (paint.gem) top = `<path d="M370 300 L382 250 M430 300 L418 250" stroke="${metal}" stroke-width="8"/>` + place(400, 245, motif('gem', 58, paint));
  else if (kind) top = place(400, 275, motif(kind, 56, { ...paint, petal: '#ffffff' }));
  const wide = /ukir|band/.test(text);
  const engraving = `<ellipse cx="400" cy="440" rx="150" ry="165" fill="none" stroke="${d.edge(label)}" stroke-width="4" ` +
    'stroke-dasharray="14 6" opacity="0.6"/>';
  return band(400, 440, 150, 165, wide ? 40 : 26) + (wide ? engraving : '') + top;
}

function anklet(text: string, paint: Paint): string {
  const { d, label } = paint;
  const [cx, cy, rx, ry] = [400, 350, 310, 120];
  const style = heavier(/figaro/.test(text) ? chainStyleFor(text) : { width: 6, dash: '7 3', cap: 'round' as const }, 1.3);
  const halves = ellipseHalves(cx, cy, rx, ry);
  let out = chain(halves.back, style, label, d, 0.55) + chain(halves.front, style, label, d) + clasp(cx + rx, cy + 10, label, d, 1.2);
  if (/layer/.test(text)) {
    const lower = ellipseHalves(cx, cy + 40, rx - 10, ry + 45);
    out = chain(lower.back, style, label, d, 0.5) + out + chain(lower.front, style, label, d);
  }
  const kind = motifForName(text);
  if (!kind) return out;
  const single = kind === 'starfish' || kind === 'shell';
  const angles = single ? [Math.PI / 2] : [0.35, 0.9, 1.57, 2.24, 2.79];
  for (const a of angles) {
    const [x, y] = onEllipse(cx, cy, rx, ry, a);
    const s = single ? 66 : kind === 'pearl' ? 20 : 30;
    out += kind === 'pearl'
      ? place(x, y, motif('pearl', s, paint))
      : `<path d="M${num(x)} ${num(y)} L${num(x)} ${num(y + 18)}" stroke="${d.metal(label)}" stroke-width="5"/>` + place(x, y + 18 + s, motif(kind, s, paint));
  }
  return out;
}

function jewelSet(piece: Piece, paint: Paint): string {
  const { d, label } = paint;
  const text = piece.name.toLowerCase();
  const velvet = label === 'rose_gold' ? d.linear('velvet-plum', '#5b3645', '#3a1f2b') : d.linear('velvet-navy', '#34425e', '#1f283b');
  const tray = `<rect x="80" y="100" width="640" height="600" rx="40" fill="${velvet}"/>` +
    `<rect x="100" y="120" width="600" height="560" rx="30" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`;
  const clip = d.use('tray-clip', () => '<clipPath id="tray-clip"><rect x="80" y="100" width="640" height="600" rx="40"/></clipPath>');
  const onTray = (items: string) => `${tray}<g clip-path="${clip}">${items}</g>`;
  const at = (category: ProductCategory, name: string, x: number, y: number, s: number) =>
    place(x, y, `<g transform="translate(-400 -400)">${drawPiece({ category, label: piece.label, name }, d)}</g>`, s);
  if (/pria|cuban|signet/.test(text)) {
    return onTray(at('bracelet', 'cuban', 400, 300, 0.62) + at('ring', 'signet', 400, 540, 0.45));
  }
  if (/pantai|kaki|beach/.test(text)) {
    return onTray(at('anklet', 'bintang laut', 400, 290, 0.6) + at('anklet', 'lonceng', 400, 510, 0.6));
  }
  const third: [ProductCategory, string] = /zirkonia/.test(text) ? ['bracelet', 'tennis'] : /mutiara/.test(text)
    ? ['bracelet', 'mutiara'] : /hati/.test(text) ? ['anklet', 'hati'] : ['ring', text];
  return onTray(at('necklace', text, 400, 300, 0.62) + at('earring', text.replace(/zirkonia/, 'huggie zirkonia'), 245, 570, 0.42) +
    at(third[0], third[1], 545, 580, third[0] === 'ring' ? 0.4 : 0.42));
}
