import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { detailRoute, itemTitle, routeTitle, type TitleWords } from '@kilau/domain';

/** page-meta's title words in the page's language (i18n/locales/id/titles.ts). */
function useTitleWords(): { words: TitleWords; language: string } {
  const { t, i18n } = useTranslation('titles');
  const words = useCallback<TitleWords>((english, values) => t(english, values ?? {}), [t]);
  return { words, language: i18n.resolvedLanguage ?? 'en' };
}

/**
 * The tab's title for the address on show (libs/domain page-meta: "Checkout | Kilau"), in the
 * page's language. A detail page names its item once loaded (useItemTitle), so this leaves those
 * addresses to it.
 */
export function useRouteTitle(pathname: string): void {
  const { words, language } = useTitleWords();
  useEffect(() => {
    if (!detailRoute(pathname)) document.title = routeTitle(pathname, words);
  }, [pathname, words, language]);
}

/** A detail page's title: the item's name once known ("Kalung Titanium Rantai | Kilau"), its kind until then. */
export function useItemTitle(pathname: string, name: string | undefined): void {
  const { words, language } = useTitleWords();
  useEffect(() => {
    document.title = name ? itemTitle(name) : routeTitle(pathname, words);
  }, [pathname, name, words, language]);
}
