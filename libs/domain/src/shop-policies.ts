/**
 * The shop's promises as the FAQ and refund pages state them (order-side seed 'FAQ page',
 * 'Refund policy page', §9).
 *
 * The two seeds name two return windows: the storefront's product info promises a "free
 * refund/return within 7 days of receipt", the refund page "returns within 14 days of delivery".
 * The shop keeps both as one policy with two steps, so every page says what the seed says there:
 * a return within 7 days of receipt is free (the shop pays the parcel back), and a return is
 * still taken up to 14 days after delivery, the shopper sending it back at their own cost.
 */
export const FREE_RETURN_DAYS = 7;

/** The last day a return is taken at all (the refund page's window). */
export const REFUND_WINDOW_DAYS = 14;

/** Refunds reach the original payment method 5-10 business days after the item is inspected. */
export const REFUND_BUSINESS_DAYS = { from: 5, to: 10 } as const;

/** Production defects are covered for three months. */
export const WARRANTY_MONTHS = 3;

/** Orders leave 1-2 working days after payment, then travel 2-5 days. */
export const PROCESSING_WORKING_DAYS = { from: 1, to: 2 } as const;
export const DELIVERY_DAYS = { from: 2, to: 5 } as const;

/** A warranty claim is handled within 7 working days, then the piece travels back in 2-5 days. */
export const WARRANTY_CLAIM_WORKING_DAYS = 7;

/** Where damaged items and questions go. */
export const SHOP_EMAIL = 'halo@kilau.id';

/** A range as the pages write it: 5-10. */
export function dayRange(range: { from: number; to: number }): string {
  return range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
}
