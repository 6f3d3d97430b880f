import { CheckoutMessages } from './messages.js';
import { DEFAULT_MAX_OPEN_UNPAID_ORDERS, unpaidOrdersProblem } from './unpaid-orders.js';

describe('orders waiting for payment: at most 10 per account', () => {
  it.each<[number, number | undefined, string | undefined]>([
    [0, undefined, undefined],
    [9, undefined, undefined],
    [
      10,
      undefined,
      'You have 10 orders waiting for payment. Pay for one of them before placing another; an unpaid order is cancelled at its payment deadline.',
    ],
    [11, undefined, CheckoutMessages.tooManyUnpaidOrders(10)],
    [2, 3, undefined],
    [3, 3, CheckoutMessages.tooManyUnpaidOrders(3)],
  ])('%p open (cap %p) gives %p', (open, max, problem) => {
    expect(unpaidOrdersProblem(open, max)).toBe(problem);
  });

  it('defaults to 10', () => {
    expect(DEFAULT_MAX_OPEN_UNPAID_ORDERS).toBe(10);
  });
});
