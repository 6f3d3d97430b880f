import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatWibDateTime, formatWibDateTimeIndonesian } from '@kilau/domain';

import type { Language } from './language';
import { translateMessage } from './translate-message';

/** The language shown, re-rendering the caller when the shopper switches it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'id' ? 'id' : 'en';
}

/**
 * `m(text)`: a seed message (a catalogue's or the service's answer) in the shopper's language; a
 * status line of the screens' own (common namespace) likewise; anything else as it is.
 */
export function useMessage(): (text: string) => string {
  const { t, i18n } = useTranslation('common');
  const language = useLanguage();
  return useCallback(
    (text: string) => {
      const seed = translateMessage(text, language);
      if (seed !== text || language === 'en') return seed;
      return i18n.exists(text, { ns: 'common' }) ? t(text) : text;
    },
    [language, t, i18n],
  );
}

/** A time in the shop's zone (WIB) the way the shopper's language writes it. */
export function useShopTime(): (iso: string | null | undefined) => string {
  const language = useLanguage();
  return useCallback(
    (iso: string | null | undefined) => (language === 'id' ? formatWibDateTimeIndonesian(iso) : formatWibDateTime(iso)),
    [language],
  );
}
