import { type ShopperLanguage, shopperLanguageOf } from '@kilau/domain';

/** The storefront's languages: Indonesian for the shop's audience, English as the seed words it. */
export type Language = ShopperLanguage;

export const LANGUAGES: readonly Language[] = ['id', 'en'];

/** Where the shopper's own choice (the footer's ID | EN) is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'kilau.language';

const isLanguage = (value: unknown): value is Language => value === 'id' || value === 'en';

/**
 * The language a visit starts in: the shopper's stored choice; else the browser's first language
 * the shop speaks (id-ID, id, in → Indonesian; en-* → English), in the browser's order of
 * preference; else English, the seed's own wording.
 */
export function detectLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = shopperLanguageOf(tag);
    if (language) return language;
  }
  return 'en';
}

/** The browser's languages in its order of preference (navigator.languages, else navigator.language). */
export function browserLanguages(nav: Pick<Navigator, 'languages' | 'language'> | undefined): string[] {
  if (!nav) return [];
  if (nav.languages?.length) return [...nav.languages];
  return nav.language ? [nav.language] : [];
}

/** The Intl locale a language's dates and numbers are written in. */
export const localeOf = (language: Language): string => (language === 'id' ? 'id-ID' : 'en-GB');
