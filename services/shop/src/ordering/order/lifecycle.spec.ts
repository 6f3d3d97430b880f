import { Refused } from '../../platform/shared/refused.js';
import type { OrderEvent } from '../events.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import { at, now, order, paid, placed } from './order-facts.spec-support.js';
import { noOrder } from './state.js';

const cancel = { type: 'CancelOrder' as const, reason: 'Canceled by user' };
const cancelledWith = (refundDue: boolean, cancelledAt = at): OrderEvent => ({
  type: 'OrderCancelled',
  data: { orderId: 7, reason: 'Canceled by user', stockReturned: placed.data.stock, refundDue, cancelledAt },
});

describe('placing and cancelling an order', () => {
  it('given nothing, when an order is placed, then it is placed, pending', () => {
    const outcome = order.given([]).when({ type: 'PlaceOrder', order: placed.data });
    expect(outcome.events).toEqual([placed]);
    expect(outcome.events!.reduce(evolve, noOrder).status).toBe('pending');
  });

  it('given a placed order, when it is placed again, then it is refused', () => {
    const outcome = order.given([placed]).when({ type: 'PlaceOrder', order: placed.data });
    expect((outcome.error as Refused).code).toBe('order_exists');
  });

  it('given a pending order, when staff cancel it, then it is cancelled with every unit it took given back', () => {
    expect(order.given([placed]).when(cancel).events).toEqual([cancelledWith(false)]);
  });

  it('given a paid order, when it is cancelled, then its money is due back', () => {
    expect(order.given([placed, paid]).when(cancel).events).toEqual([cancelledWith(true)]);
  });

  it('given a cancelled order, when it is cancelled again, then it is refused with the seed message', () => {
    const outcome = order.given([placed, cancelledWith(false)]).when(cancel);
    expect(outcome.error).toBeInstanceOf(Refused);
    expect([(outcome.error as Refused).code, outcome.error!.message]).toEqual([
      'already_cancelled',
      'Order #7 is already canceled.',
    ]);
  });

  it('given no order, when it is cancelled, then it is not found', () => {
    expect((order.given([]).when(cancel).error as Refused).kind).toBe('not_found');
  });
});

describe('the payment deadline', () => {
  const deadline = new Date(placed.data.paymentDeadline);
  const unpaid = { type: 'CancelUnpaidOrder' as const };
  const state = [placed].reduce(evolve, noOrder);

  it('given a pending order at its deadline, when the rule runs, then it is cancelled as by the shopper', () => {
    expect(decide(unpaid, state, deadline)).toEqual([cancelledWith(false, deadline.toISOString())]);
  });

  it('given a pending order before its deadline, when the rule runs, then nothing happens', () => {
    expect(now < deadline).toBe(true);
    expect(order.given([placed]).when(unpaid).events).toEqual([]);
  });

  it.each<[string, OrderEvent[]]>([
    ['paid', [placed, paid]],
    ['cancelled', [placed, cancelledWith(false)]],
    ['never placed', []],
  ])('given an order %s, when the rule runs past the deadline, then nothing happens', (_case, history) => {
    expect(decide(unpaid, history.reduce(evolve, noOrder), new Date('2026-11-23T00:00:00Z'))).toEqual([]);
  });
});
