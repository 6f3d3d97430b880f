import { charmBundleBreakdown, charmBundleDiscount, MAX_CHARMS_PER_PIECE } from './charm-bundle.js';

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
});
