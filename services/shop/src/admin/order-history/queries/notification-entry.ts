import { formatRupiah, rupiahFromProvider, type TimelineEntry } from '@kilau/domain';

/** A `payment_notifications` row: one distinct notification Midtrans sent, however often it came. */
export interface NotificationRecord {
  id: string;
  provider_order_id: string;
  transaction_status: string;
  status_code: string;
  gross_amount: string;
  body: unknown;
  received_at: string;
  times_received: number;
}

/** A notification as received, before any check: what Midtrans said, and how often it said it. */
export function notificationEntry(row: NotificationRecord): TimelineEntry {
  const amount = rupiahFromProvider(row.gross_amount);
  const repeated = row.times_received > 1 ? `, received ${row.times_received} times` : '';
  return {
    at: row.received_at,
    kind: 'notification',
    type: 'PaymentNotification',
    summary:
      `Midtrans notified ${row.transaction_status} for ${row.provider_order_id}: ` +
      `${amount === undefined ? row.gross_amount : formatRupiah(amount)} (status code ${row.status_code})${repeated}`,
    error: null,
    actor: 'provider',
    source: 'payment_notifications',
    payload: row.body,
  };
}
