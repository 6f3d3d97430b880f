import { AdminMessages, canTransition, IllegalOrderTransition, OrderMessages } from '@kilau/domain';

import { Refused } from '../../platform/shared/refused.js';
import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import { placeOrder } from './price-order.js';
import type { OrderState } from './state.js';

/**
 * An order is placed once (its id is taken from a sequence, so a second placing is a bug or a
 * replay), priced with the shared rules from the catalogue of its moment, and refused, naming the
 * item, when a line wants more than the catalogue holds.
 */
export function place(command: Extract<OrderCommand, { type: 'PlaceOrder' }>, state: OrderState): OrderEvent[] {
  if (state.status !== 'none')
    throw new Refused('conflict', 'order_exists', `Order #${command.order.orderId} exists already`);
  const data = placeOrder(command.order);
  return [{ type: 'OrderPlaced', data }];
}

/** Cancelling gives back every unit the order took; a paid order's money becomes due back. */
export function cancel(reason: string, state: OrderState, now: Date): OrderEvent[] {
  if (state.status === 'none') throw new Refused('not_found', 'order_not_found', 'Order not found');
  if (state.status === 'cancelled') {
    throw new Refused('conflict', 'already_cancelled', AdminMessages.alreadyCanceled(state.orderId));
  }
  if (!canTransition(state.status, 'cancelled')) {
    throw new Refused('conflict', 'illegal_transition', new IllegalOrderTransition(state.status, 'cancelled').message);
  }
  const data = { orderId: state.orderId, reason, stockReturned: state.stock, refundDue: state.paid };
  return [{ type: 'OrderCancelled', data: { ...data, cancelledAt: now.toISOString() } }];
}

/**
 * A pending order unpaid at its deadline is cancelled as the shopper walking away ('Canceled by
 * user'); any other order is left alone, so the rule applied twice never cancels twice.
 */
export function cancelUnpaid(state: OrderState, now: Date): OrderEvent[] {
  if (state.status !== 'pending' || now < new Date(state.paymentDeadline)) return [];
  return cancel(OrderMessages.cancelReasonDefault, state, now);
}
