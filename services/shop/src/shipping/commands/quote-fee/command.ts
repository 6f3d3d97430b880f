import type { Spender } from '../../../platform/http/rate-limits/shopper-budget.js';
import type { FeeQuery } from '../../fees/shipping-fees.js';

/**
 * The shopper's 'Check Shipping Fee': J&T's fee for the parcel, kept as the quote the checkout
 * charges. `spender` is who pays for a question that reaches J&T (the account and its client).
 */
export class QuoteShippingFee {
  constructor(
    readonly query: FeeQuery,
    readonly spender: Spender,
  ) {}
}
