import type { CartLinePrice, OrderStatus } from '@kilau/domain';

import type { OrderEvent, OrderLine, OrderPlaced } from '../ordering/events.js';
import { evolve } from '../ordering/order/evolve.js';
import { noOrder, type OrderState } from '../ordering/order/state.js';
import { Refused } from '../platform/shared/refused.js';
import { type ReviewItems, reviewLinkFor, reviewTargets } from './decider.js';

const pricing = {} as CartLinePrice;
const line = (parts: Partial<OrderLine>): OrderLine => ({
  cartItemId: 1,
  sourceType: 'product',
  quantity: 1,
  message: '',
  product: null,
  giftSet: null,
  charms: [],
  pricing,
  ...parts,
});
const charm = (id: number, name: string) => ({ id, name, image: '', price: 35_000 });

const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: 41,
    userId: 9,
    email: 'login@example.com',
    lines: [
      line({
        product: { id: 3, name: 'Kalung Hati', image: '', category: 'necklace', price: 250_000 },
        charms: [charm(7, 'Huruf K'), charm(8, 'Bintang')],
      }),
      line({ sourceType: 'gift_set', giftSet: { id: 5, name: 'Kotak Cinta', image: '', price: 400_000 } }),
      line({ sourceType: 'charms_only', charms: [charm(8, 'Bintang'), charm(12, 'Bulan')] }),
    ],
    totals: { subtotal: 0, productDiscount: 0, charmDiscount: 0, shipping: 0, total: 0 },
    shipping: { firstName: 'Rina', lastName: 'Wijaya', email: 'rina@example.com' } as OrderPlaced['data']['shipping'],
    stock: [],
    campaignIds: [],
    placedAt: '2026-11-01T01:00:00Z',
    paymentDeadline: '2026-11-01T04:00:00Z',
  },
};
const progressed = (status: OrderStatus): OrderEvent => ({
  type: 'ShipmentProgressed',
  data: { orderId: 41, awb: 'JO41', status, courierStatus: 'x', entries: [], at: 'x' },
});
const given = (...events: OrderEvent[]): OrderState => events.reduce(evolve, noOrder);

describe('the review link of an order', () => {
  it.each<[string, OrderEvent[], string]>([
    ['unknown', [], 'not_found'],
    ['placed, unpaid', [placed], 'not_done'],
    ['on its way', [placed, progressed('on_shipping')], 'not_done'],
    ['at the receiver', [placed, progressed('delivery')], 'not_done'],
    ['returned', [placed, progressed('not_accepted')], 'not_done'],
    ['done', [placed, progressed('delivery'), progressed('done')], 'link'],
  ])('given an order %s, the decision is %s', (_, events, outcome) => {
    expect(reviewLinkFor(given(...events)).outcome).toBe(outcome);
  });

  it('says which status holds the link back', () => {
    expect(reviewLinkFor(given(placed, progressed('shipped')))).toEqual({ outcome: 'not_done', status: 'shipped' });
  });

  it("goes to the checkout form's address, names the reviewer and records every item once", () => {
    const decision = reviewLinkFor(given(placed, progressed('done')));
    expect(decision).toEqual({
      outcome: 'link',
      link: {
        orderId: 41,
        userId: 9,
        email: 'rina@example.com',
        firstName: 'Rina',
        userName: 'Rina Wijaya',
        items: { productIds: [3], charmIds: [7, 8, 12], giftSetIds: [5] },
        itemNames: ['Kalung Hati + Huruf K, Bintang', 'Kotak Cinta', 'Custom Charm Set: Bintang, Bulan'],
      },
    });
  });

  it('falls back to the login address when the form had none', () => {
    const noContact = { ...placed, data: { ...placed.data, shipping: { ...placed.data.shipping, email: '' } } };
    const decision = reviewLinkFor(given(noContact, progressed('done')));
    expect(decision.outcome === 'link' && decision.link.email).toBe('login@example.com');
  });
});

describe('what a review is about', () => {
  const ordered: ReviewItems = { productIds: [3], charmIds: [7, 8, 12], giftSetIds: [5] };
  const named = (parts: Partial<ReviewItems>): ReviewItems => ({
    productIds: [],
    charmIds: [],
    giftSetIds: [],
    ...parts,
  });

  it.each<[string, Partial<ReviewItems>, ReviewItems]>([
    ['nothing named: every item of the order', {}, ordered],
    ['one product', { productIds: [3] }, named({ productIds: [3] })],
    ['two charms', { charmIds: [12, 7] }, named({ charmIds: [12, 7] })],
    ['the gift set and a charm', { giftSetIds: [5], charmIds: [8] }, named({ giftSetIds: [5], charmIds: [8] })],
  ])('%s', (_, asked, targets) => {
    expect(reviewTargets(41, ordered, named(asked))).toEqual(targets);
  });

  it.each<[string, Partial<ReviewItems>, string, string]>([
    ['a product of another order', { productIds: [3, 4] }, 'Product 4 is not part of order #41', 'product_ids'],
    ['charms of another order', { charmIds: [7, 9, 10] }, 'Charm 9, 10 are not part of order #41', 'charm_ids'],
    ['a gift set as a product', { productIds: [5] }, 'Product 5 is not part of order #41', 'product_ids'],
    ['another gift set', { giftSetIds: [6] }, 'Gift set 6 is not part of order #41', 'gift_set_ids'],
  ])('refuses %s', (_, asked, detail, field) => {
    const refusal = catchRefusal(() => reviewTargets(41, ordered, named(asked)));
    expect(refusal).toMatchObject({
      kind: 'invalid',
      code: 'not_in_order',
      message: 'Only the items of this order can be reviewed',
      extra: { detail, fields: { [field]: [expect.stringContaining('Not part of this order')] } },
    });
  });
});

function catchRefusal(work: () => unknown): Refused {
  try {
    work();
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('not refused');
}
