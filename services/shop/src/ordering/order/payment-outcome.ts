import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import type { PlacedOrderState } from './state.js';

/**
 * What a confirmed payment outcome means for the order. Money that settles is the order's payment
 * when the order waits for it and the amount is what the attempt charged; arriving for a
 * cancelled or already paid order it is due back; of another amount it is refused and flagged.
 * A failure or expiry is news only while the order waits for payment.
 */
export function recordPaymentOutcome(
  command: Extract<OrderCommand, { type: 'RecordPaymentOutcome' }>,
  order: PlacedOrderState,
): OrderEvent[] {
  const { payment: fact, expected } = command;
  switch (command.outcome) {
    case 'paid':
      if (fact.amount !== expected) return [{ type: 'PaymentAmountMismatched', data: { ...fact, expected } }];
      if (order.status === 'pending') return [{ type: 'PaymentSettled', data: fact }];
      if (order.status === 'cancelled') return [{ type: 'PaymentReceivedForCancelledOrder', data: fact }];
      if (order.paidBy !== fact.attemptId)
        return [{ type: 'PaymentReceivedTwice', data: { ...fact, paidBy: order.paidBy ?? '' } }];
      return [];
    case 'failed':
      if (order.status !== 'pending') return [];
      return [{ type: 'PaymentFailed', data: { ...fact, transactionStatus: command.transactionStatus } }];
    case 'expired':
      return order.status === 'pending' ? [{ type: 'PaymentExpired', data: fact }] : [];
    default:
      return [];
  }
}
