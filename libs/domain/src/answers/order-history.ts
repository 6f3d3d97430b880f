import type { OrderItemView } from './orders.js';
import type { PackingFacts } from './packing.js';

/** What a timeline entry is about, for the console's icon and label. */
export type TimelineKind = 'order' | 'payment' | 'notification' | 'courier' | 'job' | 'refund';

/**
 * One line of an order's timeline (GET /api/admin/orders/:id/timeline): a recorded event, a
 * payment notification as received, or a job with its attempts. `summary` states the fact in the
 * shop's words; `error` is set when something failed or was refused, for the console to highlight.
 */
export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  /** The event type (`WaybillAssigned`), `PaymentNotification`, or the job's name. */
  type: string;
  summary: string;
  error: string | null;
  /** Who caused it, when the record says: `staff admin@example.com`, `system`, `provider`. */
  actor: string | null;
  /** Where it was read: a stream (`order-42`), `payment_notifications`, or `<queue> job <job id>`. */
  source: string;
  /** The record as stored: the event's data, the notification's body, the job's attempts. */
  payload: unknown;
}

/** The order's facts above its timeline on the console's Show page. */
export interface OrderFacts {
  id: number;
  email: string;
  receiver_name: string;
  fulfillment_status: string;
  status_badge: string;
  payment_status: string;
  payment_badge: string;
  total_price: number;
  items: OrderItemView[];
  waybill: string | null;
  cancel_reason: string | null;
  created_at: string;
  paid_at: string | null;
  /** The lines with their charms by slot and gift notes, the receiver and address: what staff pack from. */
  packing: PackingFacts;
  shipping_cost: number;
}

/** An order and everything that happened to it, oldest first. */
export interface OrderTimelineView {
  id: number;
  order: OrderFacts;
  entries: TimelineEntry[];
}

/** A payment that arrived after its order was cancelled (GET /api/admin/late-payments): money due back. */
export interface LatePaymentRow {
  /** The payment attempt (`42-1`): an order may be paid late more than once. */
  id: string;
  order_id: number;
  email: string;
  amount: number;
  transaction_id: string;
  payment_type: string;
  paid_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  refunded: boolean;
  refunded_at: string | null;
  refunded_by: string | null;
  refund_note: string | null;
}
