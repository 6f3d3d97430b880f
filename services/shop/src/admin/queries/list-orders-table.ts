import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { DEFAULT_PAGE_SIZE, isPaged, type Listing, type ListingParams } from '../../catalogue/read/listing.js';
import { SqlParams, whereClause } from '../../catalogue/read/sql.js';
import type { AdminOrderRow } from '../projections/admin-orders/projection.js';
import { dayAndSearchConditions, type OrdersTableFilter, tabCondition, type TableRow, tableRow } from './order-rows.js';

export type { OrdersTableFilter } from './order-rows.js';

/** The staff's orders table, newest first. */
export class ListOrdersTable {
  constructor(
    readonly filter: OrdersTableFilter,
    readonly paging: ListingParams,
  ) {}
}

@QueryHandler(ListOrdersTable)
export class ListOrdersTableHandler implements IQueryHandler<ListOrdersTable, Listing<TableRow>> {
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
  const tab = tabCondition(filter.tab, sql);
  return [...dayAndSearchConditions(filter, sql), ...(tab ? [tab] : [])];
}
