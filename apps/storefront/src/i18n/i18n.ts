import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { browserLanguages, detectLanguage, type Language, LANGUAGE_STORAGE_KEY } from './language';
import { english, resourcesId } from './locales';

/** The stored choice, when the browser lets the page read its storage. */
function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The page says its language (screen readers, the browser's translate offer) and keeps the choice. */
function showLanguage(language: string): void {
  document.documentElement.lang = language;
}

const start: Language = detectLanguage(storedChoice(), browserLanguages(globalThis.navigator));

/**
 * The storefront's i18next: the English text is the key (the seed's wording, byte for byte), so
 * English needs no second copy of it and a missing Indonesian text shows the English one.
 */
void i18next.use(initReactI18next).init({
  resources: { id: resourcesId, en: english },
  lng: start,
  fallbackLng: 'en',
  supportedLngs: ['id', 'en'],
  ns: Object.keys(resourcesId),
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
});
showLanguage(start);
i18next.on('languageChanged', showLanguage);

/** The footer's switch: the shop speaks the chosen language from now on, on every visit. */
export function chooseLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // a browser without storage keeps the choice for this visit only
  }
  void i18next.changeLanguage(language);
}

/** The language the page shows now (for calls made outside React, such as the API's header). */
export const currentLanguage = (): Language => (i18next.resolvedLanguage === 'id' ? 'id' : 'en');

export { i18next };
