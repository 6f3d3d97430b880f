import type { OrderEvent } from './events.js';

/**
 * An order's `payment_status` as read models show it: 'unpaid' until an attempt settles ('paid');
 * an attempt that ended unpaid shows until another one pays; money due back shows as 'refund_due'.
 */
const UNPAID_ATTEMPT_STATUS = {
  PaymentFailed: 'failed',
  PaymentExpired: 'expired',
  PaymentAmountMismatched: 'amount_mismatch',
} as const;

/** The order's `payment_status` after `event`, from what it was; one rule for every read model that shows it. */
export function paymentStatusAfter(current: string, event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced':
      return 'unpaid';
    case 'OrderCancelled':
      return event.data.refundDue ? 'refund_due' : current;
    case 'PaymentSettled':
      return 'paid';
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'PaymentAmountMismatched':
      // an ended attempt says nothing once the order is paid or has money due back
      return current === 'paid' || current === 'refund_due' ? current : UNPAID_ATTEMPT_STATUS[event.type];
    case 'PaymentReceivedForCancelledOrder':
    case 'PaymentReceivedTwice':
      return 'refund_due';
    default:
      return current;
  }
}
