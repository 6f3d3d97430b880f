const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Midtrans writes every time as "yyyy-MM-dd HH:mm:ss" in Jakarta time (WIB, UTC+7) with no zone
 * marker: `transaction_time`, `settlement_time`, `expiry_time`, `paid_at`.
 */
export function wibTime(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const ZONED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2}):?(\d{2})$/;

/** Reads "yyyy-MM-dd HH:mm:ss Z" (`expiry.start_time`, `custom_expiry.order_time`), e.g. "2018-12-13 18:11:08 +0700". */
export function parseZonedTime(text: string): Date | undefined {
  const match = ZONED.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match.map(Number);
  const offsetMs = ((offsetHours ?? 0) * 60 + (offsetMinutes ?? 0)) * 60_000 * (match[7] === '-' ? -1 : 1);
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - offsetMs;
  const at = new Date(utc);
  return Number.isNaN(at.getTime()) || new Date(utc + offsetMs).getUTCDate() !== day ? undefined : at;
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * Milliseconds of `duration` `unit`, plurals accepted, or undefined when either is unusable.
 * Snap's `expiry` counts in minute|hour|day; the Core API's `custom_expiry` also in seconds.
 */
export function durationMs(duration: unknown, unit: unknown, seconds = false): number | undefined {
  if (typeof duration !== 'number' || !Number.isInteger(duration) || duration <= 0) return undefined;
  const name = typeof unit === 'string' ? unit.toLowerCase().replace(/s$/, '') : '';
  const perUnit = name === 'second' && !seconds ? undefined : UNIT_MS[name];
  return perUnit === undefined ? undefined : duration * perUnit;
}
