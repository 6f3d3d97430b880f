import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import {
  countSelect,
  DEFAULT_PAGE_SIZE,
  isPaged,
  limitClause,
  type Listing,
  type ListingParams,
  pagedSelect,
} from '../../catalogue/read/listing.js';
import { SqlParams, whereClause } from '../../catalogue/read/sql.js';
import { READ_DB } from '../../platform/database/read-database.js';
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
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ filter, paging }: ListOrdersTable) {
    const sql = new SqlParams();
    const where = conditions(filter, sql);
    const whereValues = [...sql.values];
    const size = paging.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = paging.page ?? 1;
    const limit = limitClause(paging, sql);
    const query = {
      table: 'admin_orders',
      alias: 'a',
      key: 'order_id',
      where: whereClause(where),
    };
    // the page's keys first, then only those rows' JSON; the length counted apart (an index count)
    const rows: Array<{ row: AdminOrderRow; now: Date }> = await this.db.query(
      pagedSelect({
        ...query,
        columns: 'to_jsonb(a) AS row, now() AS now',
        orderBy: 'ORDER BY a.created_at DESC, a.order_id DESC',
        limit,
      }),
      sql.values,
    );
    const results = rows.map(({ row, now }) => tableRow(row, now));
    if (!isPaged(paging)) return results;
    const [{ count }] = await this.db.query(countSelect(query), whereValues);
    return { count, page, page_size: size, total_pages: Math.max(1, Math.ceil(count / size)), results };
  }
}

function conditions(filter: OrdersTableFilter, sql: SqlParams): string[] {
  const tab = tabCondition(filter.tab, sql);
  return [...dayAndSearchConditions(filter, sql), ...(tab ? [tab] : [])];
}
