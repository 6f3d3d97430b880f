import { priceAfterPercent } from './pricing.js';

describe('price after a percent discount', () => {
  it.each([
    [250000, 0, 250000],
    [250000, 10, 225000],
    [199000, 15, 169150],
    [99999, 12.5, 87499],
    [150000, 100, 0],
    [150000, 120, 0],
    [150000, -5, 150000],
    [150000, Number.NaN, 150000],
  ])('%d less %p%% is %d', (price, percent, after) => {
    expect(priceAfterPercent(price, percent)).toBe(after);
  });
});
