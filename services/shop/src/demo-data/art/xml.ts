/** Escapes text for SVG content and attribute values, so names like `A & B <3` cannot break the document. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: a stable number from text, so the same name always gets the same colours and layout. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A list that has at least one entry, so picking from it always yields a value. */
export type NonEmpty<T> = readonly [T, ...T[]];

/** Picks from a non-empty list by any integer, wrapping around. */
export function pick<T>(list: NonEmpty<T>, index: number): T {
  const i = ((Math.trunc(index) % list.length) + list.length) % list.length;
  return list[i] ?? list[0];
}

/** Rounds to hundredths, so documents stay small and come out identical on every run. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** An attribute value; numbers are rounded, `undefined` leaves the attribute out. */
export type AttrValue = string | number | undefined;

/**
 * Builds one element. Attribute values are escaped and numbers rounded here, once, so drawing code
 * stays about geometry; without children the element is self-closing.
 */
export function el(tag: string, attrs: Record<string, AttrValue>, ...children: string[]): string {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) open += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
}

/** Tagged template for path data and point lists: every interpolated number is rounded. */
export function fmt(strings: TemplateStringsArray, ...values: (number | string)[]): string {
  return strings.reduce((out, part, i) => {
    const value = values[i - 1];
    return out + (typeof value === 'number' ? num(value) : (value ?? '')) + part;
  });
}

/** Wraps a fragment in a `<g>` moved to (x, y), optionally scaled and rotated about that point. */
export function place(x: number, y: number, body: string, scale = 1, rotate = 0): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rotate !== 0) parts.push(`rotate(${num(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}

/** Splits a headline into as few lines of at most about `width` characters as possible, evenly balanced. */
export function wrapWords(text: string, width: number): string[] {
  const count = greedyWrap(text, width).length;
  const even = Math.ceil(text.trim().length / count) + 2;
  const balanced = greedyWrap(text, Math.min(width, even));
  return balanced.length <= count ? balanced : greedyWrap(text, width);
}

function greedyWrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
