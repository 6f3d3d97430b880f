import type { OrderEvent } from './events.js';
import { paymentStatusAfter } from './payment-status-view.js';

const event = (type: OrderEvent['type'], data: Record<string, unknown> = {}) => ({ type, data }) as OrderEvent;

describe("an order's payment_status in the read models", () => {
  it.each([
    ['a placed order', 'unpaid', event('OrderPlaced'), 'unpaid'],
    ['a settlement', 'unpaid', event('PaymentSettled'), 'paid'],
    ['a denied attempt', 'unpaid', event('PaymentFailed'), 'failed'],
    ['an expired attempt', 'failed', event('PaymentExpired'), 'expired'],
    ['a wrong amount', 'unpaid', event('PaymentAmountMismatched'), 'amount_mismatch'],
    ['a failed attempt on a paid order', 'paid', event('PaymentFailed'), 'paid'],
    ['a failed attempt with money due back', 'refund_due', event('PaymentFailed'), 'refund_due'],
    ['money after cancellation', 'unpaid', event('PaymentReceivedForCancelledOrder'), 'refund_due'],
    ['a second payment', 'paid', event('PaymentReceivedTwice'), 'refund_due'],
    ['a cancellation with money due back', 'paid', event('OrderCancelled', { refundDue: true }), 'refund_due'],
    ['a cancellation of an unpaid order', 'expired', event('OrderCancelled', { refundDue: false }), 'expired'],
  ])('%s', (_, current, happened, after) => {
    expect(paymentStatusAfter(current, happened)).toBe(after);
  });
});
