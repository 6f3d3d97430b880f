import {
  dayRange,
  DELIVERY_DAYS,
  PROCESSING_WORKING_DAYS,
  REFUND_BUSINESS_DAYS,
  REFUND_WINDOW_DAYS,
  WARRANTY_CLAIM_WORKING_DAYS,
  WARRANTY_MONTHS,
} from './shop-policies.js';

describe("the shop's promises", () => {
  it('takes returns within 14 days of delivery: the order-side reading, not the storefront\'s "7 days of receipt"', () => {
    expect(REFUND_WINDOW_DAYS).toBe(14);
    expect(REFUND_WINDOW_DAYS).not.toBe(7);
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
