import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { ADMIN_ORDER_TABS, paymentBadge, statusBadge } from '@kilau/domain';

import {
  DEFAULT_PAGE_SIZE,
  isPaged,
  type Listing,
  type ListingParams,
  searchCondition,
} from '../../catalogue/read/listing.js';
import { SqlParams, whereClause } from '../../catalogue/read/sql.js';
import type { AdminOrderRow } from '../projections/admin-orders/projection.js';
import { timeElapsed } from './time-elapsed.js';

export interface OrdersTableFilter {
  startDate?: string;
  endDate?: string;
  tab?: string;
  q?: string;
}

/** The staff's orders table, newest first. */
export class ListOrdersTable {
  constructor(
    readonly filter: OrdersTableFilter,
    readonly paging: ListingParams,
  ) {}
}

/** The shop's days run on Western Indonesian Time: a day filter means that day in Jakarta. */
const SHOP_TIME_ZONE = 'Asia/Jakarta';

@QueryHandler(ListOrdersTable)
export class ListOrdersTableHandler implements IQueryHandler<ListOrdersTable, Listing<ReturnType<typeof tableRow>>> {
  constructor(private readonly db: DataSource) {}

  async execute({ filter, paging }: ListOrdersTable) {
    const sql = new SqlParams();
    const where = conditions(filter, sql);
    const size = paging.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = paging.page ?? 1;
    const limit = isPaged(paging) ? `LIMIT ${sql.add(size)} OFFSET ${sql.add((page - 1) * size)}` : '';
    const rows: Array<{ row: AdminOrderRow; total: string; now: Date }> = await this.db.query(
      `SELECT to_jsonb(a) AS row, count(*) OVER () AS total, now() AS now FROM admin_orders a
       ${whereClause(where)} ORDER BY created_at DESC, order_id DESC ${limit}`,
      sql.values,
    );
    const results = rows.map(({ row, now }) => tableRow(row, now));
    if (!isPaged(paging)) return results;
    const count = rows.length ? Number(rows[0]!.total) : 0;
    return { count, page, page_size: size, total_pages: Math.max(1, Math.ceil(count / size)), results };
  }
}

function conditions(filter: OrdersTableFilter, sql: SqlParams): string[] {
  const where: string[] = [];
  if (filter.startDate)
    where.push(`created_at >= (${sql.add(filter.startDate)}::date::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`);
  if (filter.endDate)
    where.push(`created_at < ((${sql.add(filter.endDate)}::date + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`);
  const tab = ADMIN_ORDER_TABS.find((candidate) => candidate.key === filter.tab);
  if (tab && tab.key !== 'all') where.push(`fulfillment_status = ANY(${sql.add([...tab.statuses])}::text[])`);
  const search = searchCondition(filter.q, 'kilau_fold(search_text)', sql);
  if (search) where.push(search);
  return where;
}

/** A row as the console reads it (order-side seed §3 Admin order row), with the seed's badges worked out. */
function tableRow(row: AdminOrderRow, now: Date) {
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
