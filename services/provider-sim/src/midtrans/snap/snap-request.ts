import { durationMs, parseZonedTime } from '../midtrans-time.js';
import type { MidtransTransaction } from '../transactions/transaction.js';

type SnapOptions = Pick<MidtransTransaction, 'expiry' | 'finishUrl'> & { pageExpiryMs: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PAGE_EXPIRY_DEFAULT_MS = 24 * 3_600_000;
const MAX_LIFE_MS = 7 * 86_400_000;

function readExpiry(errors: string[], value: unknown): MidtransTransaction['expiry'] {
  if (value === undefined) return undefined;
  const expiry = isObject(value) ? value : {};
  const ms = durationMs(expiry.duration, expiry.unit);
  if (ms === undefined)
    errors.push('expiry.duration and expiry.unit must be a positive integer and minute, hour or day');
  if (ms !== undefined && ms > MAX_LIFE_MS) errors.push('expiry duration must not exceed 7 days');
  if (expiry.start_time === undefined) return ms === undefined ? undefined : { durationMs: ms };
  const startsAt = typeof expiry.start_time === 'string' ? parseZonedTime(expiry.start_time) : undefined;
  if (!startsAt) errors.push('expiry.start_time must be formatted as yyyy-MM-dd HH:mm:ss Z');
  return ms === undefined || !startsAt ? undefined : { startsAt, durationMs: ms };
}

/**
 * The Snap-only parts of a create request: `expiry` (when a pending payment lapses), `page_expiry`
 * (how long the token's page takes choices) and `callbacks.finish` (where the page sends the payer).
 */
export function readSnapOptions(body: unknown): { options: SnapOptions } | { errors: string[] } {
  const errors: string[] = [];
  const request = isObject(body) ? body : {};
  const expiry = readExpiry(errors, request.expiry);
  let pageExpiryMs = PAGE_EXPIRY_DEFAULT_MS;
  if (request.page_expiry !== undefined) {
    const page = isObject(request.page_expiry) ? request.page_expiry : {};
    const ms = durationMs(page.duration, page.unit);
    if (ms === undefined)
      errors.push('page_expiry.duration and page_expiry.unit must be a positive integer and minute, hour or day');
    else pageExpiryMs = Math.min(ms, MAX_LIFE_MS);
  }
  const finish = isObject(request.callbacks) ? request.callbacks.finish : undefined;
  if (finish !== undefined && (typeof finish !== 'string' || finish.length > 255 || !URL.canParse(finish))) {
    errors.push('callbacks.finish must be a URL of at most 255 characters');
  }
  if (errors.length > 0) return { errors };
  return { options: { expiry, pageExpiryMs, ...(typeof finish === 'string' ? { finishUrl: finish } : {}) } };
}
