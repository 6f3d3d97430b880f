import { formatWibDateTime, formatWibDateTimeIndonesian, type ShopperLanguage } from '@kilau/domain';

/**
 * The language a mail is written in: the shopper's when the shop knows it, else both (English
 * then Indonesian, as every mail was before the shop recorded languages).
 */
export type MailLanguage = ShopperLanguage | 'both';

export const mailLanguage = (language: ShopperLanguage | undefined): MailLanguage => language ?? 'both';

/** A phrase as the mail's language says it: one of the two, or "English / Indonesian". */
export function say(language: MailLanguage, en: string, id: string): string {
  if (language === 'en') return en;
  if (language === 'id') return id;
  return en === id ? en : `${en} / ${id}`;
}

/** The paragraphs of a mail in its language: the English ones, the Indonesian ones, or both in turn. */
export function paragraphs(language: MailLanguage, en: string[], id: string[]): string[] {
  if (language === 'en') return en;
  if (language === 'id') return id;
  return [...en, ...id];
}

/**
 * A time for an Indonesian sentence: "26 November 2026 pukul 14.05 WIB" in an Indonesian mail;
 * the bilingual mail keeps the one format both its halves always used.
 */
export const indonesianTime = (language: MailLanguage, iso: string): string =>
  language === 'id' ? formatWibDateTimeIndonesian(iso) : formatWibDateTime(iso);

/** The greeting and the signature of every shopper mail. */
export const greeting = (language: MailLanguage, name: string): string =>
  `${language === 'id' ? 'Halo' : 'Hi'}${name ? ` ${name}` : ''},`;
export const signature = (language: MailLanguage): string =>
  language === 'id' ? 'Kilau - perhiasan titanium' : 'Kilau - titanium jewellery';
export const htmlSignature = (language: MailLanguage): string =>
  language === 'id' ? 'Kilau &middot; perhiasan titanium' : 'Kilau &middot; titanium jewellery';
