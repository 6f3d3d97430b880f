/**
 * The shop's clock on screen: every time is shown in the shop's own zone, Western Indonesian Time
 * (Asia/Jakarta), whatever the viewer's browser is set to.
 */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

const format = (seconds: boolean) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hour12: false,
  });

const TO_THE_MINUTE = format(false);
const TO_THE_SECOND = format(true);

export interface WibFormat {
  /** Show seconds (a timeline whose entries fall within one minute). */
  seconds?: boolean;
  /** Name the zone after the time (default); a column headed in WIB may leave it out. */
  zone?: boolean;
}

/** "22 Nov 2026, 20:11 WIB" (or with seconds, or without the zone); an empty or unreadable time is "-". */
export function formatWibDateTime(iso: string | null | undefined, options: WibFormat = {}): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return '-';
  const text = (options.seconds ? TO_THE_SECOND : TO_THE_MINUTE).format(at);
  return options.zone === false ? text : `${text} WIB`;
}
