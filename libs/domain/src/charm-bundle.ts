import type { Rupiah } from './money.js';

/** The builder's slots: Chain only (0) up to 5 charms on one piece (storefront seed §4, §9). */
export const MAX_CHARMS_PER_PIECE = 5;

/**
 * The bundle discount per charm, by the piece's charm count (order-side seed §9): 1 = Rp5,000 flat;
 * 2 = Rp5,000 each; 3 = Rp10,000 each; 4 = Rp7,500 each; 5 = Rp6,000 each.
 *
 * The storefront seed §9 has two readings for 3, 4 or 5 charms: 30,000 each, or 30,000 in total.
 * We take the total, because the order-side seed's per-charm amounts multiply out to exactly
 * 30,000 for each of the three counts, and the checkout's explanation box shows that breakdown.
 *
 * Whose charm count: each customised piece's own, and every piece bought takes it (a line of 2
 * pieces takes it twice). The order-side seed words it "by total charm count ... more than 5 =
 * none", which read over a whole order would take the discount away from a shopper who adds a
 * second charm piece, while the builder, the cart and the storefront seed ("for customised pieces
 * by charm count") already promised it per piece. Read per piece, "the total charm count" is the
 * piece's own (1 to 5), and "more than 5 = none" is the guard a piece never passes.
 */
const PER_CHARM_BY_COUNT: Readonly<Record<number, Rupiah>> = { 1: 5000, 2: 5000, 3: 10000, 4: 7500, 5: 6000 };

/** Per-charm amount and total, for the checkout's explanation box. Chain only or over 5: none. */
export function charmBundleBreakdown(charmCount: number): { perCharm: Rupiah; total: Rupiah } {
  const perCharm = Number.isInteger(charmCount) ? PER_CHARM_BY_COUNT[charmCount] : undefined;
  return perCharm === undefined ? { perCharm: 0, total: 0 } : { perCharm, total: perCharm * charmCount };
}

/** The discount one customised piece (a base product with 1-5 charms) takes off its price. */
export function charmBundleDiscount(charmCount: number): Rupiah {
  return charmBundleBreakdown(charmCount).total;
}

/** The whole rule, one row per charm count 1-5, for the shoppers' explanation box. */
export function charmBundleTable(): Array<{ charmCount: number; perCharm: Rupiah; total: Rupiah }> {
  return Array.from({ length: MAX_CHARMS_PER_PIECE }, (_, i) => ({
    charmCount: i + 1,
    ...charmBundleBreakdown(i + 1),
  }));
}
