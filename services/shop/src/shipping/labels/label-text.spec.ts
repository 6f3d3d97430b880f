import { fit, printable, wrap } from './label-text.js';

/** One point a character, so the cuts can be read off the strings. */
const monospace = (text: string) => text.length;

describe('printable', () => {
  it.each([
    ['Siti Rahayu', 'Siti Rahayu'],
    ['Désirée Françoise', 'Désirée Françoise'],
    ['Ni Luh Ayu  Sri\n\tWahyuni ', 'Ni Luh Ayu Sri Wahyuni'],
    ['Şükrü Ağa', 'Sükrü Aga'],
    ['Cafe\u0301 Ubud', 'Café Ubud'],
    ['Untuk Ibu 🎁👨‍👩‍👧 — Jogja', 'Untuk Ibu ?? — Jogja'],
    ['ꦗꦮ Jawa', '?? Jawa'],
    ['zero\u200bwidth', 'zerowidth'],
  ])('prints %p as %p', (text, expected) => {
    expect(printable(text)).toBe(expected);
  });
});

describe('fit', () => {
  it.each([
    ['Kebon Jeruk', 20, 'Kebon Jeruk'],
    ['Kebon Jeruk', 11, 'Kebon Jeruk'],
    ['Kebon Jeruk', 10, 'Kebon Jer…'],
    ['Kebon Jeruk', 7, 'Kebon…'],
    ['Kebon Jeruk', 1, '…'],
    ['Kebon Jeruk', 0, ''],
    ['Ağa Şükrü', 6, 'Aga S…'],
  ])('cuts %p to %p points as %p', (text, width, expected) => {
    expect(fit(text, width, monospace)).toBe(expected);
  });
});

describe('wrap', () => {
  it.each([
    ['Jl. Melati No. 5', 20, 3, ['Jl. Melati No. 5']],
    ['Jl. Melati No. 5 RT 01/RW 02', 12, 3, ['Jl. Melati', 'No. 5 RT', '01/RW 02']],
    ['Jl. Melati No. 5 RT 01/RW 02 Kebon Jeruk', 12, 3, ['Jl. Melati', 'No. 5 RT', '01/RW 02 Ke…']],
    ['Perumahan-Griya-Asri-Blok-C', 10, 3, ['Perumahan-', 'Griya-Asri', '-Blok-C']],
    ['', 10, 3, []],
    ['Jl. Melati', 10, 0, []],
  ])('wraps %p at %p points in %p lines', (text, width, maxLines, expected) => {
    expect(wrap(text, width, maxLines, monospace)).toEqual(expected);
  });
});
