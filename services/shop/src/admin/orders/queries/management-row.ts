import { adminRowOffers, orderItemName, type OrderManagementRow, paddedOrderId, productsCell } from '@kilau/domain';

import type { AdminOrderRow } from '../../projections/admin-orders/projection.js';
import { tableRow } from '../../queries/order-rows.js';
import { type OrderRecord, packingOf } from './order-record.js';

/**
 * An Order Management row: the orders table's row, its cells as the seed shows them (order id
 * padded to 18 digits, products cut at 18 characters plus '+N'), what the row offers on the tab
 * it is shown on (from the status machine), and what staff pack from the order's record.
 */
export function managementRow(
  row: AdminOrderRow,
  now: Date,
  tabKey: string,
  record: OrderRecord | null,
): OrderManagementRow {
  const base = tableRow(row, now);
  const names = base.product_summary.map(orderItemName);
  return {
    ...base,
    padded_id: paddedOrderId(base.id),
    products_cell: productsCell(names),
    offers: adminRowOffers(tabKey, base),
    packing: packingOf(record),
  };
}

export type ManagementRow = OrderManagementRow;
