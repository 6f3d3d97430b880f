import type { EventStore, SqlSession } from '@kilau/event-store';

import { type PaymentEvent, paymentStreamId } from './events.js';
import { evolvePayment, noPayments, type PaymentState } from './payment-state.js';

/** An order's payment attempts, with the version the next append must expect. */
export async function loadPayments(
  session: SqlSession,
  store: EventStore,
  orderId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ state: PaymentState; version: number }> {
  const { version, events } = await store.readStream(session, paymentStreamId(orderId), options);
  const state = events.reduce(
    (payments, event) => evolvePayment(payments, event as unknown as PaymentEvent),
    noPayments,
  );
  return { state, version };
}
