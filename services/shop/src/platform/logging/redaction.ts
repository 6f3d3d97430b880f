import { pino } from 'pino';

/**
 * What never reaches a log line. Review links, queue tickets and whatever a caller puts in a query
 * travel as query values, so a logged address keeps its path and the names of its query values,
 * never the values. Headers are not logged at all (they carry bearer tokens and cookies); these
 * paths catch any that a future log call might pass along.
 */
export const REDACTED = '[redacted]';

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  // a guest's order secret (order-access.ts)
  'req.headers.token',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers.token',
];

/** A query value's name as the shop's own calls name them; anything else may be a secret itself. */
const SANE_NAME = /^[A-Za-z0-9_.\-[\]]{1,40}$/;

/** `/api/review/order/?token=abc&order_id=7` -> `/api/review/order/?token=[redacted]&order_id=[redacted]`. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => pair.split('=')[0]!)
    .map((name) => (SANE_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED));
  return names.length ? `${url.slice(0, start)}?${names.join('&')}` : url.slice(0, start);
}

/**
 * An error as pino writes it, without the values of a failed query (TypeORM's QueryFailedError
 * carries them: hashes, addresses, a mail's link). The statement itself stays: it holds only
 * placeholders.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  delete serialized.parameters;
  return serialized;
}
