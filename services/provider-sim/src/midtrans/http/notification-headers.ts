import type { IncomingHttpHeaders } from 'node:http';

/** Midtrans's docs disagree on the limit (2 or 3 URLs); the simulator takes the first three. */
const MAX_URLS = 3;

function urls(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text
    .split(',')
    .map((url) => url.trim())
    .filter((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))
    .slice(0, MAX_URLS);
}

/**
 * Where this transaction's notifications go: `X-Override-Notification` replaces the dashboard URL,
 * `X-Append-Notification` adds to it, and override wins when both are sent. Empty means "the
 * dashboard URL", looked up when each notification leaves.
 */
export function notificationUrls(headers: IncomingHttpHeaders, dashboardUrl: string | undefined): string[] {
  const override = urls(headers['x-override-notification']);
  if (override.length > 0) return override;
  const append = urls(headers['x-append-notification']);
  if (append.length === 0) return [];
  return [...(dashboardUrl ? [dashboardUrl] : []), ...append];
}
