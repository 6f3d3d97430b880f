import { unpaidOrdersProblem } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { Refused } from '../../../platform/shared/refused.js';
import type { OrderEvent } from '../../events.js';

/**
 * The facts after which a placed order no longer waits for payment: its money settled, or it was
 * cancelled (by staff, or at its payment deadline). The decider's spec holds this list to the
 * status machine.
 */
export const UNPAID_ORDER_ENDS = ['PaymentSettled', 'OrderCancelled'] as const satisfies readonly OrderEvent['type'][];

/** Any fixed number: the first half of the advisory lock one account's checkouts queue on. */
const CHECKOUT_LOCK = 7_263_200;

/**
 * How many of the account's orders wait for payment, counted from the event log itself, never a
 * read model that may trail it. It first takes the account's checkout lock for the rest of the
 * transaction: a concurrent checkout of the same account waits here, then counts the order this
 * one places, so two checkouts at the cap's edge cannot both pass.
 */
export async function countUnpaidOrders(session: SqlSession, userId: number): Promise<number> {
  // one round trip: the lock, then the count seen after it (migration 1763800003601)
  const { rows } = await session.query<{ open: number }>('SELECT count_unpaid_orders_locked($1, $2, $3) AS open', [
    CHECKOUT_LOCK,
    userId,
    UNPAID_ORDER_ENDS,
  ]);
  return rows[0]!.open;
}

/** At most `max` of the account's orders wait for payment at once: each holds stock. */
export async function checkUnpaidOrders(session: SqlSession, userId: number, max: number): Promise<void> {
  const open = await countUnpaidOrders(session, userId);
  const problem = unpaidOrdersProblem(open, max);
  if (problem) throw new Refused('conflict', 'too_many_unpaid_orders', problem, { unpaid_orders: open });
}
