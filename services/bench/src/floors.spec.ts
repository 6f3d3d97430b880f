import type { Figure } from './figures.js';
import { judged } from './floors.js';
import { floorsLine } from './report.js';

const figure = (id: string, value: number, more: Partial<Figure> = {}): Figure => ({
  id,
  scenario: id,
  value,
  unit: 'x',
  ...more,
});

describe("issue 18's floors", () => {
  it.each([
    ['product-list-12', 5_000, { p99: 19.9 }, true],
    ['product-list-12', 5_000, { p99: 20 }, false],
    ['product-list-12', 4_999, { p99: 5 }, false],
    ['product-list-all', 3_000, {}, true],
    ['add-to-cart', 600, { p99: 49 }, true],
    ['add-to-cart', 600, { p99: 51 }, false],
    ['checkout-flow', 150, { p99: 59.5 }, true],
    ['checkout-flow', 172, { p99: 60 }, false],
    ['checkout-flow', 172, { p99: 40, failed: 1 }, false],
    ['checkout-flow-hot', 169, { oversold: 0 }, true],
    ['checkout-flow-hot', 169, { oversold: 1 }, false],
    ['checkout-alone', 330, {}, false],
    ['checkout-alone-hot', 300, {}, true],
    ['payment-notifications', 2_500, {}, true],
    ['payment-settlement', 999, {}, true],
    ['payment-settlement', 1_000, {}, false],
    ['replay-admin-orders', 60_000, {}, true],
    ['replay-all', 38_030, {}, false],
    ['api-rss', 249, {}, true],
    ['storefront-js', 200, {}, true],
    ['storefront-js', 201, {}, false],
    ['storefront-lcp', 1_999, {}, true],
  ])('%s at %p (%p) met: %p', (id, value, more, met) => {
    const seen = judged(figure(id, value, more));
    expect(seen.met).toBe(met);
    expect(seen.floor).toEqual(expect.any(String));
  });

  it('leaves a figure without a floor as it is, and judges nothing in a quick run', () => {
    expect(judged(figure('raw-ceiling', 19_000))).toEqual(figure('raw-ceiling', 19_000));
    const quick = judged(figure('checkout-alone', 3), { quick: true });
    expect(quick).toEqual({ ...figure('checkout-alone', 3), floor: '600 orders/s' });
  });

  it('sums up which floors were met and which were not', () => {
    const figures = [
      judged(figure('search', 23_067)),
      judged(figure('checkout-alone', 330)),
      judged(figure('raw-ceiling', 19_000)),
    ];
    expect(floorsLine(figures)).toBe('Floors met: 1 of 2; not met: checkout-alone.');
    expect(floorsLine([judged(figure('search', 1), { quick: true })])).toBeUndefined();
  });
});
