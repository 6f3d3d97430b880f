import type { PaymentOutcome } from '@kilau/domain';

import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import { cancelled, order, paid, payment, placed } from './order-facts.spec-support.js';

const outcome = (kind: PaymentOutcome, fact = payment, transactionStatus = 'settlement'): OrderCommand => ({
  type: 'RecordPaymentOutcome',
  outcome: kind,
  payment: fact,
  expected: 110_000,
  transactionStatus,
});
const second = { ...payment, attemptId: '7-2', transactionId: 't2' };

describe('a payment outcome on the order', () => {
  it.each<[string, OrderEvent[], OrderCommand, OrderEvent[]]>([
    ['a pending order, money of its total', [placed], outcome('paid'), [paid]],
    [
      'a pending order, money of another amount',
      [placed],
      outcome('paid', { ...payment, amount: 100_000 }),
      [{ type: 'PaymentAmountMismatched', data: { ...payment, amount: 100_000, expected: 110_000 } }],
    ],
    [
      'a cancelled order, money of its total',
      [placed, cancelled],
      outcome('paid'),
      [{ type: 'PaymentReceivedForCancelledOrder', data: payment }],
    ],
    [
      'an order paid by another attempt',
      [placed, paid],
      outcome('paid', second),
      [{ type: 'PaymentReceivedTwice', data: { ...second, paidBy: '7-1' } }],
    ],
    ['an order paid by this attempt', [placed, paid], outcome('paid'), []],
    [
      'a pending order, the attempt denied',
      [placed],
      outcome('failed', payment, 'deny'),
      [{ type: 'PaymentFailed', data: { ...payment, transactionStatus: 'deny' } }],
    ],
    ['a paid order, another attempt denied', [placed, paid], outcome('failed', second, 'deny'), []],
    ['a pending order, the attempt expired', [placed], outcome('expired'), [{ type: 'PaymentExpired', data: payment }]],
    ['a cancelled order, the attempt expired', [placed, cancelled], outcome('expired'), []],
    ['a pending order, the attempt waiting', [placed], outcome('waiting', payment, 'pending'), []],
  ])('given %s, then exactly these facts', (_case, history, command, events) => {
    expect(order.given(history).when(command).events).toEqual(events);
  });

  it('given no order, then it is not found', () => {
    expect(order.given([]).when(outcome('paid')).error?.message).toBe('Order not found');
  });
});
