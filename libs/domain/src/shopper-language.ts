import { parseShopInstant, SHOP_TIME_ZONE } from './shop-time.js';

/**
 * The languages the shop speaks to shoppers: Indonesian (its audience) and English (the seed's
 * wording). The storefront names the shopper's choice on every call (Accept-Language), and the
 * shop writes that shopper's mails in it.
 */
export type ShopperLanguage = 'id' | 'en';

export const SHOPPER_LANGUAGES: readonly ShopperLanguage[] = ['id', 'en'];

/** The shop's language for a language tag: `id-ID`, `id` (and the old `in`) Indonesian, any `en` English, else none. */
export function shopperLanguageOf(tag: string | null | undefined): ShopperLanguage | undefined {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'id' || primary === 'in') return 'id';
  if (primary === 'en') return 'en';
  return undefined;
}

/**
 * The language an Accept-Language header asks for: the most preferred of its tags the shop
 * speaks (by q, then by order), none when it names neither (a script's `*`, a French browser
 * without English): such a caller gets the shop's bilingual mails, as every mail was before.
 */
export function languageFromHeader(header: string | null | undefined): ShopperLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: shopperLanguageOf(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}

const INDONESIAN_WIB = new Intl.DateTimeFormat('id-ID', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A time as an Indonesian sentence says it, in the shop's zone: "26 November 2026 pukul 14.05 WIB"
 * (no English "at" inside Indonesian mails). An empty or unreadable time is "-".
 */
export function formatWibDateTimeIndonesian(iso: string | null | undefined): string {
  const at = parseShopInstant(iso);
  if (Number.isNaN(at)) return '-';
  const parts = Object.fromEntries(INDONESIAN_WIB.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year} pukul ${parts.hour}.${parts.minute} WIB`;
}
