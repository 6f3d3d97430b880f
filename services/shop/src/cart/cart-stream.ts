import type { EventStore, SqlSession } from '@kilau/event-store';

import { type CartState, emptyCart, evolve } from './decider.js';
import { type CartEvent, cartStreamId } from './events.js';

/**
 * A customer's cart, folded from its stream, with the version the next append must expect. A
 * command loads it `forUpdate`, so changes from several tabs queue rather than collide.
 */
export function loadCart(
  session: SqlSession,
  store: EventStore,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ state: CartState; version: number }> {
  return store.foldStream<CartState, CartEvent>(session, cartStreamId(userId), { initial: emptyCart, evolve }, options);
}

/** A new line's id, from a sequence: ids stay unique across carts and never come back. */
export async function nextCartItemId(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ id: number }>(`SELECT nextval('cart_item_ids')::int AS id`);
  return rows[0]!.id;
}
