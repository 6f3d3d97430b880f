/** Width of a string in the font and size it will be drawn in, in points. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** Latin-1's printable characters and the others pdfkit's built-in fonts encode (WinAnsi's 0x80-0x9F). */
const WIN_ANSI =
  /^[\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

const graphemes = new Intl.Segmenter('id', { granularity: 'grapheme' });

/**
 * The text as the label's built-in Helvetica can print it, on one line. Helvetica speaks WinAnsi
 * only, and pdfkit writes any other character as a broken glyph code, so each character the shopper
 * sees is kept (é, ü), stripped of its accents (ş, ğ become s, g) or, failing both (an emoji, a Javanese
 * letter), printed as '?'. Runs of blanks and line breaks become one space.
 */
export function printable(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (encodable(line)) return line;
  let out = '';
  for (const { segment } of graphemes.segment(line.normalize('NFC'))) {
    const bare = encodable(segment) ? segment : segment.normalize('NFD').replace(/[\p{M}\p{Cc}\p{Cf}]/gu, '');
    out += encodable(bare) ? bare : '?';
  }
  return out;
}

function encodable(text: string): boolean {
  return WIN_ANSI.test(text);
}

/** The printable text, cut with an ellipsis where it would run past `width`. */
export function fit(text: string, width: number, measure: Measure): string {
  const clean = printable(text);
  if (measure(clean) <= width) return clean;
  const keep = longestFitting(clean.length, (n) => measure(clean.slice(0, n).trimEnd() + ELLIPSIS) <= width);
  if (keep > 0) return clean.slice(0, keep).trimEnd() + ELLIPSIS;
  return measure(ELLIPSIS) <= width ? ELLIPSIS : '';
}

/**
 * The printable text broken into lines of at most `width`, at spaces where it can (a word longer
 * than the line is broken where it must), in at most `maxLines` lines: the last one shown ends with
 * an ellipsis when text is left over.
 */
export function wrap(text: string, width: number, maxLines: number, measure: Measure): string[] {
  const lines: string[] = [];
  let rest = printable(text);
  while (rest !== '' && lines.length < maxLines) {
    if (lines.length === maxLines - 1) {
      lines.push(fit(rest, width, measure));
      break;
    }
    const end = lineEnd(rest, width, measure);
    lines.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
  }
  return lines;
}

function lineEnd(text: string, width: number, measure: Measure): number {
  if (measure(text) <= width) return text.length;
  const fits = longestFitting(text.length, (n) => measure(text.slice(0, n)) <= width);
  if (text[fits] === ' ') return fits;
  const space = text.lastIndexOf(' ', fits - 1);
  return space > 0 ? space : Math.max(fits, 1);
}

/** The largest n in [0, max] for which `fits(n)` holds, given that it holds for 0 and is monotonic. */
function longestFitting(max: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}
