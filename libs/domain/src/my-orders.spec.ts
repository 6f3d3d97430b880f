import { payableUntil, shopperOrderStatus } from './my-orders.js';

const NOW = Date.parse('2026-11-25T07:00:00Z');
const order = (fulfillment_status: string, payment_status: string, payment_deadline: string | null) => ({
  fulfillment_status,
  payment_status,
  payment_deadline,
});

describe('payableUntil: whether the shopper may still pay, and until when', () => {
  it.each([
    ['placed, unpaid, before the deadline', order('pending', 'unpaid', '2026-11-25T10:00:00Z'), '2026-11-25T10:00:00Z'],
    [
      'an attempt expired, the order still open',
      order('pending', 'expired', '2026-11-25T10:00:00Z'),
      '2026-11-25T10:00:00Z',
    ],
    ['an attempt failed', order('pending', 'failed', '2026-11-25T07:00:01Z'), '2026-11-25T07:00:01Z'],
    ['at its deadline', order('pending', 'unpaid', '2026-11-25T07:00:00Z'), undefined],
    ['past its deadline (cancelling)', order('pending', 'unpaid', '2026-11-25T06:00:00Z'), undefined],
    ['paid, the projection not moved on yet', order('pending', 'paid', '2026-11-25T10:00:00Z'), undefined],
    ['paid and awaiting shipment', order('awaiting_shipment', 'paid', '2026-11-25T10:00:00Z'), undefined],
    ['cancelled', order('cancelled', 'unpaid', '2026-11-25T10:00:00Z'), undefined],
    ['cancelled with money due back', order('cancelled', 'refund_due', '2026-11-25T10:00:00Z'), undefined],
    ['no deadline known', order('pending', 'unpaid', null), undefined],
    ['an unreadable deadline', order('pending', 'unpaid', 'soon'), undefined],
  ])('%s', (_, facts, until) => {
    expect(payableUntil(facts, NOW)).toBe(until === undefined ? undefined : Date.parse(until));
  });
});

describe("shopperOrderStatus: the status in a shopper's words", () => {
  it.each([
    [order('pending', 'unpaid', '2026-11-25T10:00:00Z'), 'Awaiting Payment'],
    [order('pending', 'unpaid', '2026-11-25T06:00:00Z'), 'Payment time is over'],
    [order('pending', 'paid', '2026-11-25T10:00:00Z'), 'Paid, awaiting shipment'],
    [order('awaiting_shipment', 'paid', null), 'Paid, awaiting shipment'],
    [order('on_shipping', 'paid', null), 'On its way'],
    [order('done', 'paid', null), 'Delivered'],
    [order('cancelled', 'unpaid', null), 'Cancelled'],
    [order('something_new', 'paid', null), 'something_new'],
  ])('%j reads %s', (facts, words) => {
    expect(shopperOrderStatus(facts, NOW)).toBe(words);
  });
});
