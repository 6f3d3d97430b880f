import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { tabCounts } from '@kilau/domain';

import { SqlParams, whereClause } from '../../../catalogue/read/sql.js';
import { READ_DB } from '../../../platform/database/read-database.js';
import { dayAndSearchConditions, type OrdersTableFilter } from '../../queries/order-rows.js';

/** Each status tab's count under the day range and search (the tab itself ignored). */
export class CountOrderTabs {
  constructor(readonly filter: OrdersTableFilter) {}
}

/**
 * One grouped count over the orders the day range and search keep: each stored status counted
 * once (an index-only walk of the status index when nothing narrows it), then summed per tab.
 */
@QueryHandler(CountOrderTabs)
export class CountOrderTabsHandler implements IQueryHandler<CountOrderTabs, Record<string, number>> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ filter }: CountOrderTabs): Promise<Record<string, number>> {
    const sql = new SqlParams();
    const where = dayAndSearchConditions(filter, sql);
    const rows: Array<{ status: string; n: number }> = await this.db.query(
      `SELECT fulfillment_status AS status, count(*)::int AS n FROM admin_orders ${whereClause(where)}
       GROUP BY fulfillment_status`,
      sql.values,
    );
    return tabCounts(Object.fromEntries(rows.map((row) => [row.status, row.n])));
  }
}
