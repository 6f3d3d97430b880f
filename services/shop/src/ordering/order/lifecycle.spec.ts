import type { CatalogueFacts } from '../../catalogue/items/item-facts.js';
import { Refused } from '../../platform/shared/refused.js';
import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import { at, now, order, paid, placed } from './order-facts.spec-support.js';
import type { OrderToPlace } from './price-order.js';
import { noOrder } from './state.js';

const cancel = { type: 'CancelOrder' as const, reason: 'Canceled by user' };
const cancelledWith = (refundDue: boolean, cancelledAt = at): OrderEvent => ({
  type: 'OrderCancelled',
  data: { orderId: 7, reason: 'Canceled by user', stockReturned: placed.data.stock, refundDue, cancelledAt },
});

const ring = {
  ...{ id: 2, name: 'Cincin Bulan', price: 120_000, discount: 0, stock: 5, category: 'ring', image: 'c.svg' },
  ...{ weight_grams: 25, description: '', charms: false, is_charm_max3: false },
};
const facts: CatalogueFacts = {
  products: new Map([[2, ring]]),
  charms: new Map(),
  giftSets: new Map(),
  campaigns: [],
  now: new Date('2026-11-22T01:00:00.000Z'),
};
const checkout = (quantity: number): OrderToPlace => ({
  ...{ orderId: 7, userId: 1, email: 'a@example.com', shipping: placed.data.shipping, facts },
  items: [{ id: 11, product: 2, giftSet: null, charms: [], message: '', quantity }],
  ...{ shippingCost: 10_000, paymentTtlMs: 3 * 3600_000 },
});
const placing = (quantity: number): Extract<OrderCommand, { type: 'PlaceOrder' }> => ({
  type: 'PlaceOrder',
  order: checkout(quantity),
});

describe('placing an order', () => {
  it('given nothing, when a checkout places two rings, then one OrderPlaced priced from the catalogue, pending', () => {
    const outcome = order.given([]).when(placing(2));
    expect(outcome.events).toHaveLength(1);
    expect(outcome.events![0]).toMatchObject({
      type: 'OrderPlaced',
      data: {
        ...{ orderId: 7, userId: 1, email: 'a@example.com', campaignIds: [] },
        totals: { subtotal: 240_000, productDiscount: 0, charmDiscount: 0, shipping: 10_000, total: 250_000 },
        stock: [{ kind: 'product', id: 2, quantity: 2 }],
        placedAt: '2026-11-22T01:00:00.000Z',
        paymentDeadline: '2026-11-22T04:00:00.000Z',
      },
    });
    expect(outcome.events!.reduce(evolve, noOrder).status).toBe('pending');
  });

  it('given nothing, when a checkout wants more rings than the catalogue holds, then it is refused naming them', () => {
    const outcome = order.given([]).when(placing(6));
    expect([(outcome.error as Refused).code, outcome.error!.message]).toEqual([
      'not_enough_stock',
      'Only 5 left of Cincin Bulan',
    ]);
  });

  it('given a placed order, when it is placed again, then it is refused', () => {
    const outcome = order.given([placed]).when(placing(1));
    expect((outcome.error as Refused).code).toBe('order_exists');
  });
});

describe('cancelling an order', () => {
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
