import type { OrderEvent, OrderPlaced } from '../../events.js';
import { evolve } from '../../order/evolve.js';
import { noOrder } from '../../order/state.js';
import { UNPAID_ORDER_ENDS } from './unpaid-orders.js';

const placed = {
  type: 'OrderPlaced',
  data: { orderId: 42, userId: 7, placedAt: '2026-11-22T08:00:00.000Z', stock: [] },
} as unknown as OrderPlaced;
const payment = { orderId: 42, attemptId: '42-1', transactionId: 't', paymentType: 'qris', amount: 1, at: 'x' };

/** The checkout counts an order as waiting for payment until one of UNPAID_ORDER_ENDS: the status machine agrees. */
describe('which facts end an order waiting for payment', () => {
  it.each<[OrderEvent, boolean]>([
    [{ type: 'PaymentSettled', data: payment }, true],
    [
      {
        type: 'OrderCancelled',
        data: { orderId: 42, reason: 'Canceled by user', stockReturned: [], refundDue: false, cancelledAt: 'x' },
      },
      true,
    ],
    [{ type: 'PaymentFailed', data: { ...payment, transactionStatus: 'deny' } }, false],
    [{ type: 'PaymentExpired', data: payment }, false],
    [{ type: 'PaymentAmountMismatched', data: { ...payment, expected: 2 } }, false],
    [{ type: 'WaybillRefused', data: { orderId: 42, reason: 'r', message: 'm', at: 'x' } }, false],
  ])('%o ends the wait: %p', (event, ends) => {
    const status = [placed, event].reduce(evolve, noOrder).status;
    expect(status !== 'pending').toBe(ends);
    expect((UNPAID_ORDER_ENDS as readonly string[]).includes(event.type)).toBe(ends);
  });
});
