import type { EventStore, SqlSession } from '@kilau/event-store';

import { type OrderEvent, orderStreamId } from './events.js';
import { evolve } from './order/evolve.js';
import { noOrder, type OrderState } from './order/state.js';

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
