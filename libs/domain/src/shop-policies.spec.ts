import {
  dayRange,
  DELIVERY_DAYS,
  FREE_RETURN_DAYS,
  PROCESSING_WORKING_DAYS,
  REFUND_BUSINESS_DAYS,
  REFUND_WINDOW_DAYS,
  WARRANTY_CLAIM_WORKING_DAYS,
  WARRANTY_MONTHS,
} from './shop-policies.js';

describe("the shop's promises", () => {
  it.each<[string, number, number]>([
    ["free returns (storefront seed: 'within 7 days of receipt')", FREE_RETURN_DAYS, 7],
    ["returns at all (order-side seed: 'within 14 days of delivery')", REFUND_WINDOW_DAYS, 14],
  ])('keeps both seed windows: %s, %p days', (_, days, seed) => {
    expect(days).toBe(seed);
  });

  it.each<[string, { from: number; to: number }, string]>([
    ['refund', REFUND_BUSINESS_DAYS, '5-10'],
    ['processing', PROCESSING_WORKING_DAYS, '1-2'],
    ['delivery', DELIVERY_DAYS, '2-5'],
    ['a single day', { from: 3, to: 3 }, '3'],
  ])('writes the %s range %p as %p', (_, range, text) => {
    expect(dayRange(range)).toBe(text);
  });

  it.each<[string, number, number]>([
    ['warranty months', WARRANTY_MONTHS, 3],
    ['warranty claim working days', WARRANTY_CLAIM_WORKING_DAYS, 7],
  ])('%s: %p', (_, value, seed) => {
    expect(value).toBe(seed);
  });
});
