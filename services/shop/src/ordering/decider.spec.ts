import { decider } from '../platform/shared/decider-specification.js';
import { Refused } from '../platform/shared/refused.js';
import { decide, evolve, noOrder } from './decider.js';
import type { OrderEvent, OrderPlaced } from './events.js';

const placed = (orderId = 42): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: 7,
    email: 'ayu@example.com',
    lines: [],
    totals: { subtotal: 200_000, productDiscount: 0, charmDiscount: 0, shipping: 15_000, total: 215_000 },
    shipping: {
      ...{ firstName: 'Ayu', lastName: 'L', email: 'ayu@example.com', phone: '8123456789', address: 'Jl. Melati 5' },
      ...{ city: 'KOTA BANDUNG', district: 'COBLONG', areaCode: 'BDO1', province: 'Jawa Barat', postalCode: '40132' },
      ...{ country: 'IDN', text: 'Jl. Melati 5, KOTA BANDUNG, Jawa Barat, 40132' },
    },
    stock: [
      { kind: 'product', id: 1, quantity: 1 },
      { kind: 'charm', id: 9, quantity: 2 },
    ],
    campaignIds: [],
    placedAt: '2026-11-22T08:00:00.000Z',
    paymentDeadline: '2026-11-22T11:00:00.000Z',
  },
});
const now = new Date('2026-11-22T09:00:00Z');
const order = decider({ decide, evolve, initialState: noOrder });
const cancel = { type: 'CancelOrder' as const, reason: 'Canceled by user', now };

describe('order decider', () => {
  it('given nothing, when an order is placed, then it is placed, pending', () => {
    const outcome = order.given([]).when({ type: 'PlaceOrder', order: placed().data });
    expect(outcome.events).toEqual([placed()]);
    expect(outcome.events!.reduce(evolve, noOrder).status).toBe('pending');
  });

  it('given a placed order, when it is placed again, then it is refused', () => {
    const outcome = order.given([placed()]).when({ type: 'PlaceOrder', order: placed().data });
    expect((outcome.error as Refused).code).toBe('order_exists');
  });

  it('given a pending order, when staff cancel it, then it is cancelled with every unit it took given back', () => {
    const outcome = order.given([placed()]).when(cancel);
    expect(outcome.events).toEqual([
      {
        type: 'OrderCancelled',
        data: {
          orderId: 42,
          reason: 'Canceled by user',
          stockReturned: placed().data.stock,
          refundDue: false,
          cancelledAt: now.toISOString(),
        },
      },
    ]);
  });

  it('given a cancelled order, when it is cancelled again, then it is refused with the seed message', () => {
    const history: OrderEvent[] = [placed(), ...order.given([placed()]).when(cancel).events!];
    const outcome = order.given(history).when(cancel);
    expect(outcome.error).toBeInstanceOf(Refused);
    expect([(outcome.error as Refused).code, outcome.error!.message]).toEqual([
      'already_cancelled',
      'Order #42 is already canceled.',
    ]);
  });

  it('given no order, when it is cancelled, then it is not found', () => {
    expect((order.given([]).when(cancel).error as Refused).kind).toBe('not_found');
  });
});
