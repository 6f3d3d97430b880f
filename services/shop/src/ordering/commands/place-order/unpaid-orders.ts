import { unpaidOrdersProblem } from '@kilau/domain';
import type { GuardedWrite } from '@kilau/event-store';

import { Refused } from '../../../platform/shared/refused.js';
import type { OrderEvent } from '../../events.js';

/**
 * The facts after which a placed order no longer waits for payment: its money settled, or it was
 * cancelled (by staff, or at its payment deadline). The decider's spec holds this list to the
 * status machine, and `unpaid-orders-table.int.spec.ts` holds the log's trigger that keeps the
 * orders waiting (migration 1763800004500) to it.
 */
export const UNPAID_ORDER_ENDS = ['PaymentSettled', 'OrderCancelled'] as const satisfies readonly OrderEvent['type'][];

/** Any fixed number: the first half of the advisory lock one account's checkouts queue on. */
const CHECKOUT_LOCK = 7_263_200;

/**
 * How many of the account's orders wait for payment, counted from the event log itself, never a
 * read model that may trail it: SQL for a checkout's read, given the account's id as an SQL
 * expression. The count is the database's `unpaid_orders_of` (migration 1763800004500): the
 * orders kept by a trigger on the log in the appending transaction, an order placed added and
 * one of {@link UNPAID_ORDER_ENDS} taking it out, so a count costs the account's open orders, not
 * every order it ever placed. It is the very count the write's guard makes after its lock.
 */
export const unpaidOrdersSql = (userId: string) => `SELECT unpaid_orders_of(${userId}::int) AS open`;

/** At most `max` of the account's orders wait for payment at once: each holds stock. */
export function checkUnpaidOrders(open: number, max: number): void {
  const problem = unpaidOrdersProblem(open, max);
  if (problem) throw new Refused('conflict', 'too_many_unpaid_orders', problem, { unpaid_orders: open });
}

/**
 * The guard that the count the checkout decided on has not grown: the account's checkout lock is
 * taken first, for the rest of the write, and the orders are counted after it was granted
 * (`unpaid_orders_of_locked`, migration 1763800004500), so of two checkouts of one account at the
 * cap's edge the second counts the first's order and reads again. Added first, so this lock is
 * the first the write takes.
 */
export function guardUnpaidOrders(write: GuardedWrite, userId: number, open: number): void {
  const [lock, user] = [write.param(CHECKOUT_LOCK), write.param(userId)];
  write.guard(
    `unpaid_orders_of_locked(${lock}::int, ${user}::int) <= ${write.param(open)}::int`,
    `more of the account's orders wait for payment than the ${open} counted`,
  );
}
