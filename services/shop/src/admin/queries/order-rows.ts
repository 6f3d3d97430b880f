import { adminTab, paymentBadge, SHOP_TIME_ZONE, statusBadge } from '@kilau/domain';

import { searchCondition } from '../../catalogue/read/listing.js';
import { type SqlParams } from '../../catalogue/read/sql.js';
import type { AdminOrderRow } from '../projections/admin-orders/projection.js';
import { timeElapsed } from './time-elapsed.js';

/** What the staff narrow the orders by (order-side seed §2, §5); the tab is applied on its own. */
export interface OrdersTableFilter {
  startDate?: string;
  endDate?: string;
  tab?: string;
  q?: string;
}

/**
 * The day range and the search, as SQL over `admin_orders` (a day is that day in the shop's zone,
 * WIB): the start day from its first moment,
 * the end day whole (up to the next day's first moment, excluded); the search over the order id,
 * e-mail and item names as the read model keeps them folded (`search_folded`, its trigram index),
 * each word folded by the same function.
 */
export function dayAndSearchConditions(filter: OrdersTableFilter, sql: SqlParams): string[] {
  const where: string[] = [];
  if (filter.startDate)
    where.push(`created_at >= (${sql.add(filter.startDate)}::date::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`);
  if (filter.endDate)
    where.push(`created_at < ((${sql.add(filter.endDate)}::date + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`);
  const search = searchCondition(filter.q, 'search_folded', sql, 'shop');
  if (search) where.push(search);
  return where;
}

/** A status tab's statuses (Awaiting Shipment holds pending too); none for All or no tab. */
export function tabCondition(tabKey: string | undefined, sql: SqlParams): string | undefined {
  const tab = tabKey ? adminTab(tabKey) : undefined;
  if (!tab || tab.key === 'all') return undefined;
  return `fulfillment_status = ANY(${sql.add([...tab.statuses])}::text[])`;
}

/** A row as the console reads it (order-side seed §3 Admin order row), with the seed's badges worked out. */
export function tableRow(row: AdminOrderRow, now: Date) {
  return {
    id: Number(row.order_id),
    user_email: row.user_email,
    time_elapsed: timeElapsed(new Date(row.created_at), now),
    created_at: row.created_at,
    updated_at: row.updated_at,
    product_summary: row.product_summary,
    billcode: row.billcode,
    jnt_status: row.jnt_status,
    billcode_status: row.billcode_status,
    fulfillment_status: row.fulfillment_status,
    status_badge: statusBadge(row.fulfillment_status),
    payment_status: row.payment_status,
    payment_badge: paymentBadge({ paid: row.paid, billcode: row.billcode, placedAt: row.created_at }, now),
    total_price: row.total_price,
  };
}

export type TableRow = ReturnType<typeof tableRow>;
