import type { CampaignRule } from './campaigns.js';
import { type CartLineInput, type CartLinePrice, priceCartLine } from './cart-line.js';
import { orderTotals, selectedCartTotal } from './order-totals.js';

const necklace = { id: 1, price: 250000, discount: 0 };
const bracelet = { id: 2, price: 180000, discount: 10 };
const heart = { id: 11, price: 50000, discount: 0 };
const star = { id: 12, price: 40000, discount: 10 };
const running: CampaignRule[] = [
  { end_time: '2099-01-01T00:00:00Z', items: [{ product: 2, discount_type: 'percent', discount_value: 20 }] },
];
const priced = (...lines: CartLineInput[]): CartLinePrice[] => lines.map((line) => priceCartLine(line, running));
const sumOfLines = (lines: readonly CartLinePrice[]) => lines.reduce((total, line) => total + line.lineTotal, 0);

describe('order totals: rounded subtotal + shipping - product discount - charm discount (order-side seed §9)', () => {
  it.each<[string, CartLinePrice[], number, Record<string, number>]>([
    ['an empty selection', [], 0, { subtotal: 0, productDiscount: 0, charmDiscount: 0, total: 0 }],
    [
      'one plain necklace',
      priced({ product: necklace, charms: [], quantity: 1 }),
      18000,
      { subtotal: 250000, productDiscount: 0, charmDiscount: 0, total: 268000 },
    ],
    [
      'two necklaces with 3 charms each',
      priced({ product: necklace, charms: [heart, heart, heart], quantity: 2 }),
      22000,
      { subtotal: 800000, productDiscount: 0, charmDiscount: 60000, total: 762000 },
    ],
    [
      'a campaign bracelet with a discounted charm, plus a gift set',
      priced(
        { product: bracelet, charms: [star], quantity: 1 },
        { giftSet: { id: 21, price: 499000 }, charms: [], quantity: 1 },
      ),
      15000,
      { subtotal: 719000, productDiscount: 40000, charmDiscount: 5000, total: 689000 },
    ],
  ])('given %s', (_, lines, shipping, expected) => {
    const totals = orderTotals(lines, shipping);
    expect(totals).toEqual({ ...expected, shipping });
    expect(totals.total).toBe(sumOfLines(lines) + shipping);
  });

  it('never asks for a negative total', () => {
    const line: CartLinePrice = {
      unitPrice: 0,
      unitOriginalPrice: 1000,
      originalPrice: 1000,
      discountPercent: 0,
      discountLabel: '',
      productDiscount: 900,
      charmDiscount: 5000,
      quantity: 1,
      lineTotal: 0,
    };
    expect(orderTotals([line], 0).total).toBe(0);
  });
});

describe('the cart drawer total counts selected lines only (storefront seed §9)', () => {
  it.each([
    [[], 0],
    [[{ lineTotal: 250000, selected: true }], 250000],
    [
      [
        { lineTotal: 250000, selected: true },
        { lineTotal: 90000, selected: false },
        { lineTotal: 36000, selected: true },
      ],
      286000,
    ],
  ])('%p totals %d', (lines, total) => {
    expect(selectedCartTotal(lines)).toBe(total);
  });
});
