/** What one delivery attempt got back: an HTTP status, or no answer at all. */
export type DeliveryOutcome = { status: number; error?: undefined } | { status?: undefined; error: string };

/**
 * How many times Midtrans retries after this answer (PROVIDERS.md 1.4): none after 2xx or a
 * 301/302/303 (the job is marked failed), 1 after 500, 4 after 503, 2 after 400 or 404, and 5
 * after anything else, timeouts and refused connections included. 307/308 are followed, not retried.
 */
export function retriesAfter(outcome: DeliveryOutcome): number {
  const status = outcome.status;
  if (status === undefined) return 5;
  if (status >= 200 && status < 300) return 0;
  if (status === 301 || status === 302 || status === 303) return 0;
  if (status === 500) return 1;
  if (status === 503) return 4;
  if (status === 400 || status === 404) return 2;
  return 5;
}
