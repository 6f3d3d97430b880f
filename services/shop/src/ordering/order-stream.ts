import type { EventStore, SqlSession } from '@kilau/event-store';

import { evolve, noOrder, type OrderState } from './decider.js';
import { type OrderEvent, orderStreamId } from './events.js';

/** An order folded from its stream, with the version the next append must expect (locked for a command). */
export async function loadOrder(
  session: SqlSession,
  store: EventStore,
  orderId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ state: OrderState; version: number }> {
  const { version, events } = await store.readStream(session, orderStreamId(orderId), options);
  const state = events.reduce((order, event) => evolve(order, event as unknown as OrderEvent), noOrder);
  return { state, version };
}
