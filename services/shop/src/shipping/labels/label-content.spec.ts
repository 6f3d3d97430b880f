import { giftNoteLines, itemLines, weightText, wibDateTime } from './label-content.js';

const monospace = (text: string) => text.length;
const ring = { name: 'Ring', quantity: 1, charms: [] };
const bracelet = { name: 'Bracelet', quantity: 2, charms: ['A', 'Heart'] };

describe('itemLines', () => {
  it('lists each piece with its quantity and its charms indented', () => {
    expect(itemLines([bracelet, ring], 30, 28, 10, monospace)).toEqual([
      { text: 'Bracelet × 2', indent: false },
      { text: 'Charms: A, Heart', indent: true },
      { text: 'Ring × 1', indent: false },
    ]);
  });

  it('cuts a long name but never the quantity', () => {
    const necklace = { name: 'Titanium Heart Necklace Rose Gold', quantity: 12, charms: [] };
    expect(itemLines([necklace], 20, 18, 5, monospace)).toEqual([{ text: 'Titanium Heart… × 12', indent: false }]);
  });

  it.each([
    ['the list fits', [bracelet, ring], 3, ['Bracelet × 2', 'Charms: A, Heart', 'Ring × 1']],
    ['whole pieces are left off', [ring, bracelet, ring, ring], 3, ['Ring × 1', '+3 more']],
    [
      'the 40 pieces of a big order',
      Array.from({ length: 40 }, () => ring),
      8,
      [...Array(7).fill('Ring × 1'), '+33 more'],
    ],
    [
      'the first piece alone overflows',
      [{ ...bracelet, charms: Array(30).fill('Heart') }, ring],
      3,
      ['Bracelet × 2', 'Charms: Heart, He…', '+1 more'],
    ],
    ['nothing but the count fits', [ring, ring], 1, ['+2 more']],
    ['there is no room', [ring], 0, []],
  ])('when %s', (_, items, maxLines, expected) => {
    const lines = itemLines(items, 20, 18, maxLines, monospace);
    expect(lines.map((line) => line.text)).toEqual(expected);
    expect(lines.length).toBeLessThanOrEqual(maxLines);
  });
});

describe('giftNoteLines', () => {
  const message = 'Untuk Ibu tercinta: terima kasih untuk semuanya, peluk dari Jogja';

  it.each([
    ['no note', null, []],
    ['a blank note', ' \n ', []],
    ['one 65-character message', message, [message]],
    ['messages one per line', 'Happy birthday!\r\nLove, Rina', ['Happy birthday!', 'Love, Rina']],
  ])('gives %s as its lines', (_, note, expected) => {
    expect(giftNoteLines(note, 70, monospace)).toEqual(expected);
  });

  it('keeps to four lines, the last one cut with an ellipsis', () => {
    const lines = giftNoteLines([message, message, message, message, message].join('\n'), 70, monospace);
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3)).toEqual([message, message, message]);
    expect(lines[3]).toMatch(/^Untuk Ibu .*…$/);
    expect(lines[3]!.length).toBeLessThanOrEqual(70);
  });
});

describe('wibDateTime', () => {
  it.each([
    ['2025-01-31T20:05:00.000Z', '01/02/2025 03:05 WIB'],
    ['2025-06-15T03:00:00+07:00', '15/06/2025 03:00 WIB'],
    ['2024-12-31T16:59:59Z', '31/12/2024 23:59 WIB'],
  ])('prints %p as %p', (iso, expected) => {
    expect(wibDateTime(iso)).toBe(expected);
  });
});

describe('weightText', () => {
  it.each([
    [0.25, '0,25 kg'],
    [1, '1 kg'],
    [1.2345, '1,23 kg'],
  ])('prints %p kg as %p', (kg, expected) => {
    expect(weightText(kg)).toBe(expected);
  });
});
