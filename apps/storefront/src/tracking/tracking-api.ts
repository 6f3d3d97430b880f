import type { TrackingView } from '@kilau/domain';

import { api } from '../api/http';

/** The tracking answer (order-side seed §3 'Tracking response'), as the service builds it. */
export type Tracking = TrackingView;
export type TrackingDetail = NonNullable<TrackingView['detail']>;

/** By order id or waybill; with the login when there is one (the receiver is the owner's). */
export const trackOrder = (reference: string, signal?: AbortSignal) =>
  api<Tracking>(`/tracking/${encodeURIComponent(reference)}/`, { auth: true, signal });
