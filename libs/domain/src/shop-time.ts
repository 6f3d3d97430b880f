/**
 * The shop's clock on screen: every time is shown in the shop's own zone, Western Indonesian Time
 * (Asia/Jakarta), whatever the viewer's browser is set to.
 */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/** The shop's UTC offset: WIB is UTC+7 all year (Indonesia keeps no summer time). */
const WIB_OFFSET = '+07:00';

/** A wall time without a zone, as J&T and Midtrans write WIB: "2026-11-25 14:03:00" (or with a T, or no seconds). */
const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?$/;

/**
 * The instant a time names, in ms since the epoch: a time with its zone (`Z`, `+07:00`) as
 * written, a zone-less one as the shop's wall clock (WIB), never the viewer's zone. NaN when
 * empty or unreadable. Every reading of a stored or answered time goes through here, so an old
 * event that still holds J&T's zone-less text reads the same instant as a new one.
 */
export function parseShopInstant(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return Number.NaN;
  const zoneless = ZONELESS.exec(trimmed);
  if (!zoneless) return Date.parse(trimmed);
  const [, day, minutes = '00:00', seconds = ':00'] = zoneless;
  return Date.parse(`${day}T${minutes}${seconds}${WIB_OFFSET}`);
}

/**
 * A time as the shop stores and answers it: ISO 8601 with WIB's offset, "2026-11-25T14:03:00+07:00".
 * A courier's zone-less WIB text becomes the instant it means; a time with a zone the same instant
 * written in WIB. Unreadable text is kept as it came (nothing the courier said is dropped).
 */
export function wibInstant(text: string): string {
  const at = parseShopInstant(text);
  return Number.isNaN(at) ? text : isoWibAt(at);
}

/** The shop's clock in a locale's words: to the minute or the second, 24-hour, in WIB. */
const wibFormat = (locale: string, month: 'short' | '2-digit', seconds: boolean) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month,
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });

const TO_THE_MINUTE = wibFormat('en-GB', 'short', false);
const TO_THE_SECOND = wibFormat('en-GB', 'short', true);

export interface WibFormat {
  /** Show seconds (a timeline whose entries fall within one minute). */
  seconds?: boolean;
  /** Name the zone after the time (default); a column headed in WIB may leave it out. */
  zone?: boolean;
}

/** "22 Nov 2026, 20:11 WIB" (or with seconds, or without the zone); an empty or unreadable time is "-". */
export function formatWibDateTime(iso: string | null | undefined, options: WibFormat = {}): string {
  const at = parseShopInstant(iso);
  if (Number.isNaN(at)) return '-';
  const text = (options.seconds ? TO_THE_SECOND : TO_THE_MINUTE).format(at);
  return options.zone === false ? text : `${text} WIB`;
}

const NUMERIC_TO_THE_MINUTE = wibFormat('id-ID', '2-digit', false);
const NUMERIC_TO_THE_SECOND = wibFormat('id-ID', '2-digit', true);

function wibParts(at: number, seconds: boolean): Record<string, string> {
  const parts = (seconds ? NUMERIC_TO_THE_SECOND : NUMERIC_TO_THE_MINUTE).formatToParts(at);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * The staff console's dates: the day as Indonesians write it, dd/mm/yyyy, from the `id-ID` locale
 * in the shop's zone, and the time as HH:mm (id-ID writes 14.05; the console keeps the colon its
 * staff read on J&T's labels and receipts): "22/11/2026 14:05 WIB". `time: false` gives the day
 * alone; an empty or unreadable time is "-".
 */
export function formatShopDateTime(
  iso: string | null | undefined,
  options: { seconds?: boolean; time?: boolean } = {},
): string {
  const at = parseShopInstant(iso);
  if (Number.isNaN(at)) return '-';
  const p = wibParts(at, options.seconds === true);
  const day = `${p.day}/${p.month}/${p.year}`;
  if (options.time === false) return day;
  return `${day} ${p.hour}:${p.minute}${options.seconds ? `:${p.second}` : ''} WIB`;
}

/** A calendar day as the date inputs and filters hold it ('2026-11-22') written dd/mm/yyyy; anything else as given. */
export function formatShopDay(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : day;
}

/**
 * An instant as ISO 8601 in the shop's zone with its offset, "2026-11-22T14:05:09+07:00": what an
 * export carries, so a spreadsheet reads the shop's own clock and the instant stays exact.
 */
export function isoWib(iso: string): string {
  const at = parseShopInstant(iso);
  return Number.isNaN(at) ? '' : isoWibAt(at);
}

function isoWibAt(at: number): string {
  const p = wibParts(at, true);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${WIB_OFFSET}`;
}
