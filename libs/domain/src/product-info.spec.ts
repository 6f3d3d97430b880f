import { catalogueDate, categoryName, detailLines, giftSetLabelName, PRODUCT_INFO_FAQ } from './product-info.js';

describe('detail lines', () => {
  it.each([
    ['Material: Titanium\nLapisan: Emas 18K', ['Material: Titanium', 'Lapisan: Emas 18K']],
    ['  a \r\n\r\n b  ', ['a', 'b']],
    ['- first\n• second\n* third', ['first', 'second', 'third']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%p reads as %p', (text, lines) => {
    expect(detailLines(text)).toEqual(lines);
  });
});

describe('gift set label badge', () => {
  it.each([
    ['forHer', 'For Her'],
    ['FORHIM', 'For Him'],
    ['forus', 'For Us'],
    ['monthlySpecial', 'Monthly Special'],
    ['', undefined],
    ['sale', undefined],
    [null, undefined],
  ])('%p shows as %p', (label, text) => {
    expect(giftSetLabelName(label)).toBe(text);
  });
});

describe('category name', () => {
  it.each([
    ['necklace', 'Necklace'],
    ['birth_flower', 'Birth Flower'],
    ['jewel_set', 'Jewel Set'],
    ['', ''],
  ])('%p reads as %p', (category, name) => {
    expect(categoryName(category)).toBe(name);
  });
});

describe('info statements', () => {
  // The storefront seed's words: free returns within 7 days of receipt (the refund page adds the 14-day window).
  it('says each of the five seed statements, with the free return within 7 days of receipt', () => {
    const all = PRODUCT_INFO_FAQ.map((s) => s.answer).join(' ');
    for (const claim of [
      'waterproof and sweatproof titanium',
      'Free delivery nationwide',
      'no minimum',
      '1-2 working days',
      '3-month colour warranty',
      'Free refund or return within 7 days of receipt',
    ]) {
      expect(all).toContain(claim);
    }
  });
});

describe('catalogue date', () => {
  it.each([
    ['2026-04-26T20:04:56.279Z', '27 April 2026'],
    ['2026-04-26T10:00:00Z', '26 April 2026'],
    ['soon', ''],
    [null, ''],
  ])('%p shows as %p', (value, text) => {
    expect(catalogueDate(value)).toBe(text);
  });
});
