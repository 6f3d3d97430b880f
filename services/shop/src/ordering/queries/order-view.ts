import type { OrderSummaryRow } from '../projections/order-summaries/projection.js';

/** An order as the order-side seed reads it (§3: id, created_at, fulfillment_status, payment_status, shipping_address, total_price, items), with its totals. */
export function orderView(row: OrderSummaryRow) {
  return {
    id: Number(row.order_id),
    created_at: row.placed_at,
    updated_at: row.updated_at,
    fulfillment_status: row.fulfillment_status,
    payment_status: row.payment_status,
    shipping_address: row.shipping_address,
    receiver: row.receiver,
    subtotal: row.subtotal,
    product_discount: row.product_discount,
    charm_discount: row.charm_discount,
    shipping_cost: row.shipping_cost,
    total_price: row.total_price,
    items: row.items,
    waybill: row.waybill,
    cancel_reason: row.cancel_reason,
    payment_deadline: row.payment_deadline,
    paid_at: row.paid_at,
  };
}

export type OrderView = ReturnType<typeof orderView>;

/** Reads rows as the projection wrote them (JSON), so timestamps come back as the same ISO text. */
export const SUMMARY_ROW = `to_jsonb(s) AS row`;
