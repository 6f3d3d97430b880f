import type { EventStore, SqlSession } from '@kilau/event-store';

import type { DecidedStream } from '../platform/event-log/stream-command.js';
import { type PaymentEvent, paymentStreamId } from './events.js';
import { evolvePayment, noPayments, type PaymentState } from './payment-state.js';

/** An order's `payment-{orderId}` stream, as the payment's decisions are taken on it. */
export function paymentStream(orderId: number): DecidedStream<PaymentState, PaymentEvent> {
  return { id: paymentStreamId(orderId), initialState: noPayments, evolve: evolvePayment };
}

/** An order's payment attempts, with the version the next append must expect. */
export function loadPayments(
  session: SqlSession,
  store: EventStore,
  orderId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ state: PaymentState; version: number }> {
  const fold = { initial: noPayments, evolve: evolvePayment };
  return store.foldStream<PaymentState, PaymentEvent>(session, paymentStreamId(orderId), fold, options);
}
