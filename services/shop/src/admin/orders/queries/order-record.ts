import { type PackingFacts, packingFacts } from '@kilau/domain';

import type { OrderSummaryRow } from '../../../ordering/projections/order-summaries/projection.js';

/**
 * The order's own record beside its table row: the customer's order read model, which keeps the
 * lines with their charms and prices, the receiver and the money. What staff pack from is fixed
 * when the order is placed, so the two read models cannot disagree on it; a record the read model
 * has not written yet (it follows the same events a moment apart) reads as null.
 */
export const ORDER_RECORD_COLUMN = `(SELECT to_jsonb(s) FROM order_summaries s WHERE s.order_id = a.order_id) AS record`;

export type OrderRecord = Pick<
  OrderSummaryRow,
  | 'items'
  | 'receiver'
  | 'paid_at'
  | 'subtotal'
  | 'product_discount'
  | 'charm_discount'
  | 'shipping_cost'
  | 'total_price'
>;

export function packingOf(record: OrderRecord | null): PackingFacts | null {
  return record ? packingFacts(record.items, record.receiver) : null;
}
