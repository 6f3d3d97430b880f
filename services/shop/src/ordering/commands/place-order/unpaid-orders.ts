import { unpaidOrdersProblem } from '@kilau/domain';
import type { GuardedWrite } from '@kilau/event-store';

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
 * read model that may trail it: SQL for a checkout's read, given the account's id and
 * {@link UNPAID_ORDER_ENDS} as SQL expressions. The count is the database's `count_unpaid_orders`
 * (migration 1763800004400), the very count the write's guard makes after its lock.
 */
export const unpaidOrdersSql = (userId: string, ends: string) =>
  `SELECT count_unpaid_orders(${userId}::int, ${ends}::text[]) AS open`;

/** At most `max` of the account's orders wait for payment at once: each holds stock. */
export function checkUnpaidOrders(open: number, max: number): void {
  const problem = unpaidOrdersProblem(open, max);
  if (problem) throw new Refused('conflict', 'too_many_unpaid_orders', problem, { unpaid_orders: open });
}

/**
 * The guard that the count the checkout decided on has not grown: the account's checkout lock is
 * taken first, for the rest of the write, and the orders are counted after it was granted
 * (count_unpaid_orders_locked, migrations 1763800003601 and 1763800004400), so of two checkouts of one account at the
 * cap's edge the second counts the first's order and reads again. Added first, so this lock is
 * the first the write takes.
 */
export function guardUnpaidOrders(write: GuardedWrite, userId: number, open: number): void {
  const [lock, user, ends] = [write.param(CHECKOUT_LOCK), write.param(userId), write.param(UNPAID_ORDER_ENDS)];
  write.guard(
    `count_unpaid_orders_locked(${lock}::int, ${user}::int, ${ends}::text[]) <= ${write.param(open)}::int`,
    `more of the account's orders wait for payment than the ${open} counted`,
  );
}
