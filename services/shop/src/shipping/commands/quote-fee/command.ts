import type { FeeQuery } from '../../fees/shipping-fees.js';

/** The shopper's 'Check Shipping Fee': J&T's fee for the parcel, kept as the quote the checkout charges. */
export class QuoteShippingFee {
  constructor(readonly query: FeeQuery) {}
}
