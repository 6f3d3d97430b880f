import type { EventStore, SqlSession } from '@kilau/event-store';

import type { DecidedStream } from '../platform/event-log/stream-command.js';
import { type OrderEvent, orderStreamId } from './events.js';
import { evolve } from './order/evolve.js';
import { noOrder, type OrderState } from './order/state.js';

/** The order's stream, as its commands are decided on (the stream handlers lock and fold it). */
export function orderStream(orderId: number): DecidedStream<OrderState, OrderEvent> {
  return { id: orderStreamId(orderId), initialState: noOrder, evolve };
}

/** An order folded from its stream, with the version the next append must expect (locked for a command). */
export function loadOrder(
  session: SqlSession,
  store: EventStore,
  orderId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ state: OrderState; version: number }> {
  return store.foldStream<OrderState, OrderEvent>(
    session,
    orderStreamId(orderId),
    { initial: noOrder, evolve },
    options,
  );
}
