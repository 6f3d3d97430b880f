import type { OrderTimelineView } from '@kilau/domain';

import { ADMIN_API, httpClient } from '../../providers/http';

/**
 * The order history's calls besides the late payments list (which goes through the
 * dataProvider): an order's timeline, recording a refund, and a link to the queue dashboard.
 */
export async function fetchTimeline(orderId: string): Promise<OrderTimelineView> {
  const { json } = await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(orderId)}/timeline`);
  return json as OrderTimelineView;
}

export async function markRefunded(latePaymentId: string, note: string): Promise<void> {
  await httpClient(`${ADMIN_API}/late-payments/${encodeURIComponent(latePaymentId)}/refunded`, {
    method: 'POST',
    body: JSON.stringify({ note }),
  });
}

/**
 * The queue dashboard's address with a one-minute ticket: a page opened from a link cannot carry
 * the login's bearer header, so the shop trades the ticket for a cookie of the dashboard's own.
 */
export async function queueDashboardUrl(): Promise<string> {
  const { json } = await httpClient(`${ADMIN_API}/queues`);
  return (json as { dashboard_url: string }).dashboard_url;
}
