import type { CartItem } from '../../cart/decider.js';
import type { CatalogueFacts } from '../../catalogue/items/item-facts.js';
import { Refused } from '../../platform/shared/refused.js';
import type { ShippingAddress } from '../events.js';
import { placeOrder } from './price-order.js';

const facts: CatalogueFacts = {
  products: new Map([
    [
      1,
      {
        id: 1,
        name: 'Kalung Hati',
        price: 250_000,
        discount: 10,
        stock: 5,
        category: 'necklace',
        image: 'k.svg',
        weight_grams: 25,
        description: '',
        charms: true,
        is_charm_max3: false,
      },
    ],
    [
      2,
      {
        id: 2,
        name: 'Cincin Bulan',
        price: 120_000,
        discount: 0,
        stock: 5,
        category: 'ring',
        image: 'c.svg',
        weight_grams: 25,
        description: '',
        charms: false,
        is_charm_max3: false,
      },
    ],
  ]),
  charms: new Map([
    [
      7,
      {
        id: 7,
        name: 'Huruf K',
        price: 35_000,
        discount: 0,
        stock: 3,
        category: 'alphabet',
        image: 'h.svg',
        weight_grams: 3,
        description: '',
      },
    ],
    [
      8,
      {
        id: 8,
        name: 'Bintang',
        price: 40_000,
        discount: 25,
        stock: 9,
        category: 'special',
        image: 'b.svg',
        weight_grams: 3,
        description: '',
      },
    ],
  ]),
  giftSets: new Map([
    [
      5,
      {
        id: 5,
        name: 'Paket Cinta',
        price: 350_000,
        stock: 1,
        image: 'p.svg',
        weight_grams: 250,
        description: '',
        products: [],
      },
    ],
  ]),
  campaigns: [
    {
      id: 3,
      end_time: '2026-12-01T00:00:00Z',
      items: [{ product: 2, discount_type: 'amount', discount_value: 99_000 }],
    },
  ],
  now: new Date('2026-11-22T08:00:00Z'),
};
const shipping = { country: 'IDN', text: 'Jl. Melati 5' } as ShippingAddress;
const item = (id: number, content: Partial<CartItem>): CartItem => ({
  id,
  product: null,
  giftSet: null,
  charms: [],
  message: '',
  quantity: 1,
  ...content,
});
const place = (items: CartItem[]) =>
  placeOrder({
    orderId: 42,
    userId: 7,
    email: 'ayu@example.com',
    items,
    facts,
    shipping,
    shippingCost: 18_000,
    paymentTtlMs: 3 * 3600_000,
  });

describe('placing an order', () => {
  it('prices every line with the shared rules and the running campaign, and totals the order', () => {
    const order = place([
      item(1, { product: 1, charms: [7, 8, 7], message: 'Selamat' }),
      item(2, { product: 2, quantity: 2 }),
      item(3, { giftSet: 5 }),
    ]);
    expect(order.lines.map((line) => [line.sourceType, line.pricing.unitPrice, line.pricing.lineTotal])).toEqual([
      ['product', 225_000 + 35_000 + 30_000 + 35_000 - 30_000, 295_000],
      ['product', 99_000, 198_000],
      ['gift_set', 350_000, 350_000],
    ]);
    expect(order.totals).toEqual({
      subtotal: 250_000 + 110_000 + 240_000 + 350_000,
      productDiscount: 25_000 + 10_000 + 42_000,
      charmDiscount: 30_000,
      shipping: 18_000,
      total: 295_000 + 198_000 + 350_000 + 18_000,
    });
    expect(order.campaignIds).toEqual([3]);
    expect(order.paymentDeadline).toBe('2026-11-22T11:00:00.000Z');
  });

  it('sums the units each item gives across lines, in lock order', () => {
    const order = place([item(1, { product: 1, charms: [7] }), item(2, { charms: [8, 7] })]);
    expect(order.stock).toEqual([
      { kind: 'product', id: 1, quantity: 1 },
      { kind: 'charm', id: 7, quantity: 2 },
      { kind: 'charm', id: 8, quantity: 1 },
    ]);
  });

  it('refuses, naming the item, when the lines together want more than the stock', () => {
    let error: unknown;
    try {
      place([item(1, { product: 1, charms: [7, 7] }), item(2, { charms: [7, 7] })]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Refused);
    expect((error as Refused).message).toBe('Only 3 left of Huruf K');
    expect((error as Refused).extra.item).toEqual({ kind: 'charm', id: 7, name: 'Huruf K', stock: 3 });
  });

  it('freezes what was sold: names, pictures, charms and the note', () => {
    const [line] = place([item(1, { product: 1, charms: [8], message: 'Untuk Ibu' })]).lines;
    expect(line).toMatchObject({
      cartItemId: 1,
      message: 'Untuk Ibu',
      product: { id: 1, name: 'Kalung Hati', image: 'k.svg', category: 'necklace', price: 250_000 },
      charms: [{ id: 8, name: 'Bintang', image: 'b.svg', price: 40_000 }],
    });
  });
});
