import type { CourierLanguage, TrackingView } from '@kilau/domain';

import { api } from '../api/http';

/** The tracking answer (order-side seed §3 'Tracking response'), as the service builds it. */
export type Tracking = TrackingView;
export type TrackingDetail = NonNullable<TrackingView['detail']>;

/** The language the courier's entries are put in (the page's, once the storefront speaks two). */
export const TRACKING_LANGUAGE: CourierLanguage = 'en';

/**
 * By order id or waybill; with the login when there is one (the receiver is the owner's), and the
 * order's secret from the order mail's link when the page was opened from it (the guest `Token` header).
 */
export const trackOrder = (reference: string, token: string | undefined, signal?: AbortSignal) =>
  api<Tracking>(`/tracking/${encodeURIComponent(reference)}/`, {
    auth: true,
    signal,
    ...(token ? { headers: { Token: token } } : {}),
  });

/** The order's secret in the link's fragment (`/track-order/12#token=...`), which no server sees. */
export function tokenInFragment(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || undefined;
}
