import { browserLanguages, detectLanguage } from './language';

describe('the language a visit starts in', () => {
  it.each([
    // the stored choice wins over the browser
    ['en', ['id-ID', 'id'], 'en'],
    ['id', ['en-US', 'en'], 'id'],
    // no choice yet: the browser's first language the shop speaks
    [null, ['id-ID', 'id', 'en-US'], 'id'],
    [null, ['id'], 'id'],
    [null, ['in-ID'], 'id'],
    [null, ['en-US', 'en'], 'en'],
    [null, ['fr-FR', 'id-ID', 'en'], 'id'],
    [null, ['ja-JP', 'en-GB'], 'en'],
    // a browser that speaks neither, or says nothing: English, the seed's wording
    [null, ['fr-FR', 'de'], 'en'],
    [null, [], 'en'],
    // a stored value that is not a language is ignored
    ['xx', ['id-ID'], 'id'],
    ['', ['en-US'], 'en'],
  ] as Array<[string | null, string[], string]>)('stored %p, browser %p: %p', (stored, browser, language) => {
    expect(detectLanguage(stored, browser)).toBe(language);
  });

  it("reads the browser's languages in order, or its one language", () => {
    expect(browserLanguages({ languages: ['id-ID', 'en'], language: 'id-ID' })).toEqual(['id-ID', 'en']);
    expect(browserLanguages({ languages: [], language: 'id' })).toEqual(['id']);
    expect(browserLanguages(undefined)).toEqual([]);
  });
});
