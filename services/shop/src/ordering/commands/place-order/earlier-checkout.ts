import type { EventStore, SqlSession } from '@kilau/event-store';

import { loadOrder } from '../../order-stream.js';
import type { PlacedOrder } from './command.js';

/** What the checkout answered for the order an earlier request with the same Idempotency-Key placed. */
export async function earlierCheckout(session: SqlSession, store: EventStore, orderId: number): Promise<PlacedOrder> {
  const { state } = await loadOrder(session, store, orderId);
  if (state.status === 'none') throw new Error(`idempotency key names order ${orderId}, which has no events`);
  return placedAnswer(orderId, state.totals.total, state.paymentDeadline);
}

/** What the checkout answers for a placed order. */
export function placedAnswer(orderId: number, total: number, paymentDeadline: string): PlacedOrder {
  return { order_id: orderId, total_price: total, status: 'pending', payment_deadline: paymentDeadline };
}
