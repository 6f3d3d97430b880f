import { priceCartLine } from './cart-line.js';
import { charmBundleBreakdown, charmBundleDiscount, charmBundleTable, MAX_CHARMS_PER_PIECE } from './charm-bundle.js';
import { orderTotals } from './order-totals.js';

describe('charm bundle discount per customised piece (order-side seed §9)', () => {
  it.each([
    [0, 0, 0],
    [1, 5000, 5000],
    [2, 5000, 10000],
    [3, 10000, 30000],
    [4, 7500, 30000],
    [5, 6000, 30000],
    [6, 0, 0],
    [-1, 0, 0],
    [2.5, 0, 0],
  ])('%d charms: %d per charm, %d in total', (count, perCharm, total) => {
    expect(charmBundleBreakdown(count)).toEqual({ perCharm, total });
    expect(charmBundleDiscount(count)).toBe(total);
  });

  it.each([3, 4, 5])(
    'given %d charms, the discount is 30.000 in total, not 30.000 each: we take the order-side breakdown over the storefront seed second reading',
    (count) => {
      expect(charmBundleDiscount(count)).toBe(30000);
      expect(charmBundleDiscount(count)).not.toBe(30000 * count);
    },
  );

  it('a piece carries at most 5 charms', () => {
    expect(MAX_CHARMS_PER_PIECE).toBe(5);
  });

  it('explains itself to shoppers as one row per charm count', () => {
    expect(charmBundleTable()).toEqual([
      { charmCount: 1, perCharm: 5000, total: 5000 },
      { charmCount: 2, perCharm: 5000, total: 10000 },
      { charmCount: 3, perCharm: 10000, total: 30000 },
      { charmCount: 4, perCharm: 7500, total: 30000 },
      { charmCount: 5, perCharm: 6000, total: 30000 },
    ]);
  });
});

/**
 * The reading the shop takes of "by total charm count ... more than 5 = none": each customised
 * piece by its own charm count, every piece bought; never one count over the whole order.
 */
describe('the charm discount of an order: per customised piece, times the pieces bought', () => {
  const charm = { id: 1, price: 20_000, discount: 0 };
  const piece = (charms: number, quantity: number) =>
    priceCartLine({ product: { id: 1, price: 100_000, discount: 0 }, charms: Array(charms).fill(charm), quantity }, []);
  const loose = (charms: number) => priceCartLine({ charms: Array(charms).fill(charm), quantity: 1 }, []);

  it.each<[string, ReturnType<typeof priceCartLine>[], number]>([
    ['one piece of 3 charms', [piece(3, 1)], 30_000],
    ['two of the same 3-charm piece (6 charms in all, still 30.000 each)', [piece(3, 2)], 60_000],
    ['a 3-charm and a 4-charm piece (7 charms in all)', [piece(3, 1), piece(4, 1)], 60_000],
    ['a 1-charm and a 2-charm piece', [piece(1, 1), piece(2, 1)], 15_000],
    ['a chain only', [piece(0, 1)], 0],
    ['charms bought on their own', [loose(3)], 0],
    ['a 5-charm piece, three times', [piece(5, 3)], 90_000],
  ])('%s takes %d', (_, lines, charmDiscount) => {
    expect(orderTotals(lines, 0).charmDiscount).toBe(charmDiscount);
  });
});
