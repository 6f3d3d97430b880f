const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** J&T writes times as "YYYY-MM-DD hh:mm:ss" in Jakarta time (WIB, UTC+7), with no zone marker. */
export function wibDateTime(at: number): string {
  return new Date(at + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
