import { OrderMessages } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import type { AuthenticatedUser } from '../identity/auth/authenticated-user.js';
import type { OrderState } from '../ordering/order/state.js';
import { Refused } from '../platform/shared/refused.js';

type Placed = Exclude<OrderState, { status: 'none' }>;

/**
 * The order a payment may be started for: the caller's own, still waiting for its money, before
 * its deadline. Anyone else's order does not exist for them.
 */
export function payableOrder(order: OrderState, caller: AuthenticatedUser, now: Date): Placed {
  if (order.status === 'none' || order.userId !== caller.id) {
    throw new Refused('not_found', 'order_not_found', OrderMessages.orderNotFound);
  }
  if (order.status === 'cancelled') throw new Refused('conflict', 'order_cancelled', 'This order was cancelled');
  if (order.status !== 'pending') throw new Refused('conflict', 'already_paid', 'This order is paid already');
  if (new Date(order.paymentDeadline) <= now) {
    throw new Refused('conflict', 'payment_window_closed', 'The time to pay this order has passed');
  }
  return order;
}

/** The database's clock: deadlines are judged by it, whichever process asks. */
export async function databaseNow(session: SqlSession): Promise<Date> {
  const { rows } = await session.query<{ now: Date }>('SELECT now() AS now');
  return rows[0]!.now;
}

/** A provider failure the payer waited for: 502, with what the provider said as the detail. */
export function paymentProviderFailed(error: { message: string }): Refused {
  return new Refused('provider_failed', 'payment_provider_failed', 'Failed to process payment', {
    detail: error.message,
  });
}
