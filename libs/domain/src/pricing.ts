import type { Rupiah } from './money.js';

/**
 * A price after a percent discount, rounded to the whole rupiah. Percent may carry decimals
 * (the console's discount field steps by 0.01); it is clamped to 0..100 so a bad record can
 * never make a price negative or larger than its list price.
 */
export function priceAfterPercent(price: Rupiah, percent: number): Rupiah {
  const p = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round((price * (100 - p)) / 100);
}
