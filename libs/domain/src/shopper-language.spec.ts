import { formatWibDateTimeIndonesian, languageFromHeader, shopperLanguageOf } from './shopper-language.js';

describe('the shopper language a tag or header names', () => {
  it.each([
    ['id-ID', 'id'],
    ['id', 'id'],
    ['in', 'id'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('tag %p is %p', (tag, language) => {
    expect(shopperLanguageOf(tag)).toBe(language);
  });

  it.each([
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id'],
    ['en-US,en;q=0.9', 'en'],
    ['en', 'en'],
    ['id', 'id'],
    ['fr-FR,fr;q=0.9,en;q=0.5,id;q=0.4', 'en'],
    ['en;q=0.5, id;q=0.8', 'id'],
    ['id;q=0, en', 'en'],
    ['*', undefined],
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('header %p asks for %p', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('formatWibDateTimeIndonesian', () => {
  it.each([
    ['2026-11-26T07:05:00Z', '26 November 2026 pukul 14.05 WIB'],
    ['2026-01-01T17:30:00Z', '2 Januari 2026 pukul 00.30 WIB'],
    ['2026-08-17 09:00:00', '17 Agustus 2026 pukul 09.00 WIB'],
    ['', '-'],
    ['nonsense', '-'],
  ])('%p reads %p', (iso, text) => {
    expect(formatWibDateTimeIndonesian(iso)).toBe(text);
  });
});
