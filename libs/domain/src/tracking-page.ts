import { OrderMessages } from './messages.js';
import { parseShopInstant } from './shop-time.js';

/**
 * The tracking page's readings of the tracking answer (order-side seed §2 'Order tracking'):
 * times in the shop's own zone (WIB), the payment line and the timeline's order.
 */

/** Fulfillment statuses an order only reaches once paid. */
const PAID_STATUSES = new Set([
  'awaiting_shipment',
  'collection',
  'on_shipping',
  'shipped',
  'packing',
  'delivery',
  'done',
]);

/** 'Payment Successful' only when the order is paid; otherwise how its payment really stands. */
export function trackingPaymentLine(tracking: { status: string; paymentDate?: string | null }): string {
  if (tracking.paymentDate || PAID_STATUSES.has(tracking.status)) return OrderMessages.paymentSuccessful;
  if (tracking.status === 'cancelled' || tracking.status === 'canceled') return OrderMessages.paymentNotReceived;
  return OrderMessages.awaitingPayment;
}

/**
 * The timeline newest first (entries with the same time keep their recorded order, reversed).
 * Times are compared as instants (a courier's zone-less entry is WIB), never by the viewer's zone.
 */
export function timelineNewestFirst<E extends { date_time: string }>(history: readonly E[]): E[] {
  return history
    .map((entry, index) => ({ entry, index, at: parseShopInstant(entry.date_time) || 0 }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ entry }) => entry);
}
