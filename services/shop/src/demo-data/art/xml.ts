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

/** Picks from a non-empty list by any integer, wrapping around. */
export function pick<T>(list: readonly [T, ...T[]], index: number): T {
  const i = ((Math.trunc(index) % list.length) + list.length) % list.length;
  return list[i] ?? list[0];
}

/** Rounds coordinates so the documents stay small and byte-for-byte reproducible. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Wraps a fragment in a `<g>` moved to (x, y), optionally scaled and rotated about that point. */
export function place(x: number, y: number, body: string, scale = 1, rotate = 0): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (rotate !== 0) parts.push(`rotate(${num(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}

/** Splits a headline into lines of at most `width` characters, breaking at spaces. */
export function wrapWords(text: string, width: number): string[] {
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
