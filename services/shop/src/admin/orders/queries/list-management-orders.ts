import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { pagedSelect } from '../../../catalogue/read/listing.js';
import { SqlParams, whereClause } from '../../../catalogue/read/sql.js';
import { READ_DB } from '../../../platform/database/read-database.js';
import type { RestList } from '../../../platform/http/simple-rest.js';
import type { AdminOrderRow } from '../../projections/admin-orders/projection.js';
import { dayAndSearchConditions, tabCondition } from '../../queries/order-rows.js';
import type { OrderManagementFilter } from '../dto/order-management-filter.js';
import { CountOrderTabs } from './count-order-tabs.js';
import { type ManagementRow, managementRow } from './management-row.js';
import { ORDER_RECORD_COLUMN, type OrderRecord } from './order-record.js';

/** Order Management's page of orders: one tab under the day range and search, or the orders named. */
export class ListManagementOrders {
  constructor(
    readonly filter: OrderManagementFilter,
    readonly list: Pick<RestList, 'sort' | 'offset' | 'limit'>,
  ) {}
}

export interface ManagementPage {
  rows: ManagementRow[];
  total: number;
}

/** Sorting walks admin_orders_created_idx either way; order_id breaks ties in the same moment. */
const ORDER_BY: Record<string, (dir: string) => string> = {
  created_at: (dir) => `a.created_at ${dir}, a.order_id ${dir}`,
  id: (dir) => `a.order_id ${dir}`,
};
export const SORTABLE = Object.keys(ORDER_BY);

/**
 * The page is an index walk of `limit` rows; the total comes from the tabs' grouped count (the
 * same numbers the tabs show) rather than a window count that would read every matching row.
 */
@QueryHandler(ListManagementOrders)
export class ListManagementOrdersHandler implements IQueryHandler<ListManagementOrders, ManagementPage> {
  constructor(
    @Inject(READ_DB) private readonly db: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter, list }: ListManagementOrders): Promise<ManagementPage> {
    const tab = filter.tab ?? 'all';
    const sql = new SqlParams();
    const where = dayAndSearchConditions(filter, sql);
    const onTab = tabCondition(tab, sql);
    if (onTab) where.push(onTab);
    if (filter.ids) where.push(`order_id = ANY(${sql.add(filter.ids)}::bigint[])`);
    const orderBy = ORDER_BY[list.sort.field]!(list.sort.order === 'ASC' ? 'ASC' : 'DESC');
    // the page's keys first (an index walk), the rows' JSON for those alone: a deep page skips
    // its offset without building every skipped row
    const found: Array<{ row: AdminOrderRow; now: Date; record: OrderRecord | null }> = await this.db.query(
      pagedSelect({
        table: 'admin_orders',
        alias: 'a',
        key: 'order_id',
        columns: `to_jsonb(a) AS row, now() AS now, ${ORDER_RECORD_COLUMN}`,
        where: whereClause(where),
        orderBy: `ORDER BY ${orderBy}`,
        limit: `LIMIT ${sql.add(list.limit)} OFFSET ${sql.add(list.offset)}`,
      }),
      sql.values,
    );
    const rows = found.map(({ row, now, record }) => managementRow(row, now, tab, record));
    if (filter.ids) return { rows, total: rows.length };
    const counts = await this.queries.execute<CountOrderTabs, Record<string, number>>(new CountOrderTabs(filter));
    return { rows, total: counts[tab] ?? 0 };
  }
}
