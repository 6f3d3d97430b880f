import { type EventMetadata, GuardedWrite } from '@kilau/event-store';

import { appendToCartGuarded } from '../../../cart/cart-stream.js';
import { decide as decideCart } from '../../../cart/decider.js';
import { takeItemsGuarded } from '../../../catalogue/items/take-items.js';
import type { EventLog } from '../../../platform/event-log/event-log.js';
import type { JobRequest } from '../../../platform/jobs/job-request.js';
import { type OrderPlaced, orderStreamId } from '../../events.js';
import type { CheckoutRead } from './checkout-read.js';
import { claimKeyGuarded } from './idempotency.js';
import { guardUnpaidOrders } from './unpaid-orders.js';

/**
 * Everything a checkout writes, as one guarded statement that writes all of it or nothing: the
 * account's checkout lock and the guard that no order was placed since its orders were counted,
 * the Idempotency-Key, the lines gone from the cart (expecting the cart's version read), the
 * units taken where the stock still holds them (rows locked in one order, so checkouts queue
 * instead of deadlocking), and `OrderPlaced` with its jobs and its confirmation `mail`. The
 * units' rows stay locked only for the rest of this statement.
 */
export function checkoutWrite(
  log: EventLog,
  read: CheckoutRead,
  placing: {
    userId: number;
    key?: { key: string; hash: string };
    placed: OrderPlaced;
    mail: JobRequest;
    metadata: EventMetadata;
  },
): GuardedWrite {
  const { userId, key, placed, mail, metadata } = placing;
  const { orderId } = placed.data;
  const write = new GuardedWrite();
  guardUnpaidOrders(write, userId, read.openOrders);
  if (key) claimKeyGuarded(write, { userId, ...key, orderId });
  if (read.cart) {
    const itemIds = read.items.map((item) => item.id);
    const checkedOut = decideCart({ type: 'CheckOutCartItems', itemIds, orderId }, read.cart.state);
    appendToCartGuarded(log, write, userId, read.cart, checkedOut, metadata);
  }
  takeItemsGuarded(write, placed.data.stock);
  const stream = orderStreamId(orderId);
  log.appendGuarded(write, 'order', stream, [placed], { expectedVersion: 0, metadata, jobs: [mail] });
  return write;
}
