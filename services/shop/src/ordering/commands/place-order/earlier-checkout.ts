import type { EventStore, SqlSession } from '@kilau/event-store';

import { loadOrder } from '../../order-stream.js';
import type { PlacedOrder, PlaceOrder } from './command.js';
import { claimKey, requestHash } from './idempotency.js';

/**
 * Claims the checkout's Idempotency-Key for `orderId`; answers the order an earlier request with
 * the same key placed, or undefined when this request is the first (or named no key).
 */
export async function earlierCheckout(
  session: SqlSession,
  store: EventStore,
  { user, checkout, idempotencyKey, pieces }: PlaceOrder,
  orderId: number,
): Promise<PlacedOrder | undefined> {
  if (!idempotencyKey) return undefined;
  const hash = requestHash(pieces ? { ...checkout, pieces } : checkout);
  const earlier = await claimKey(session, { userId: user.id, key: idempotencyKey, hash, orderId });
  if (earlier === undefined) return undefined;
  const { state } = await loadOrder(session, store, earlier);
  if (state.status === 'none') throw new Error(`idempotency key names order ${earlier}, which has no events`);
  return placedAnswer(earlier, state.totals.total, state.paymentDeadline);
}

/** What the checkout answers for a placed order. */
export function placedAnswer(orderId: number, total: number, paymentDeadline: string): PlacedOrder {
  return { order_id: orderId, total_price: total, status: 'pending', payment_deadline: paymentDeadline };
}
