import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import {
  DEFAULT_PAGE_SIZE,
  isPaged,
  limitClause,
  type Listing,
  type ListingParams,
} from '../../catalogue/read/listing.js';
import { SqlParams } from '../../catalogue/read/sql.js';
import type { OrderSummaryRow } from '../projections/order-summaries/projection.js';
import { type OrderView, orderView, SUMMARY_ROW } from './order-view.js';

/** The caller's own orders, newest first: a plain array, or a page when asked for one. */
export class ListMyOrders {
  constructor(
    readonly userId: number,
    readonly paging: ListingParams,
  ) {}
}

@QueryHandler(ListMyOrders)
export class ListMyOrdersHandler implements IQueryHandler<ListMyOrders, Listing<OrderView>> {
  constructor(private readonly db: DataSource) {}

  async execute({ userId, paging }: ListMyOrders): Promise<Listing<OrderView>> {
    const size = paging.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = paging.page ?? 1;
    const sql = new SqlParams();
    const user = sql.add(userId);
    const rows: Array<{ row: OrderSummaryRow; total: string }> = await this.db.query(
      `SELECT ${SUMMARY_ROW}, count(*) OVER () AS total FROM order_summaries s
       WHERE user_id = ${user} ORDER BY placed_at DESC, order_id DESC ${limitClause(paging, sql)}`,
      sql.values,
    );
    const results = rows.map(({ row }) => orderView(row));
    if (!isPaged(paging)) return results;
    const count = rows.length ? Number(rows[0]!.total) : await this.count(userId);
    return { count, page, page_size: size, total_pages: Math.max(1, Math.ceil(count / size)), results };
  }

  private async count(userId: number): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM order_summaries WHERE user_id = $1`, [userId]);
    return row.n;
  }
}
