import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { ORDERS_EXPORT_MAX_ROWS, type OrdersExportSource, paymentBadge, statusBadge } from '@kilau/domain';

import { SqlParams, whereClause } from '../../../catalogue/read/sql.js';
import { READ_DB } from '../../../platform/database/read-database.js';
import type { AdminOrderRow } from '../../projections/admin-orders/projection.js';
import { dayAndSearchConditions, tabCondition } from '../../queries/order-rows.js';
import type { OrderManagementFilter } from '../dto/order-management-filter.js';
import { ORDER_RECORD_COLUMN, type OrderRecord, packingOf } from './order-record.js';

/** Every order of a tab under the day range and search, newest first, up to the export's cap. */
export class ExportManagementOrders {
  constructor(
    readonly filter: OrderManagementFilter,
    readonly maxRows = ORDERS_EXPORT_MAX_ROWS,
    /** Rows read a batch at a time, so a long export never holds thousands of rows in memory. */
    readonly batchSize = 500,
  ) {}
}

interface Found {
  row: AdminOrderRow;
  now: Date;
  record: OrderRecord | null;
  /** The row's place in the sort, exactly as stored, for the next batch to start after. */
  at: string;
}

/**
 * The rows as they are read: each batch starts after the last row of the one before (by placing
 * time, then id, as the table sorts), so an order placed while the file is written neither
 * repeats a row nor shifts one out.
 */
@QueryHandler(ExportManagementOrders)
export class ExportManagementOrdersHandler implements IQueryHandler<
  ExportManagementOrders,
  AsyncIterable<OrdersExportSource>
> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  /** Reads the first row before answering, so a failing read is an error answer, not a cut-off file. */
  async execute({ filter, maxRows, batchSize }: ExportManagementOrders): Promise<AsyncIterable<OrdersExportSource>> {
    const rows = this.rows(filter, maxRows, batchSize);
    const first = await rows.next();
    return (async function* () {
      if (first.done) return;
      yield first.value;
      yield* rows;
    })();
  }

  private async *rows(
    filter: OrderManagementFilter,
    maxRows: number,
    batchSize: number,
  ): AsyncGenerator<OrdersExportSource> {
    let after: { at: string; id: number } | undefined;
    let sent = 0;
    while (sent < maxRows) {
      const limit = Math.min(batchSize, maxRows - sent);
      const batch = await this.batch(filter, after, limit);
      for (const found of batch) yield exportSource(found);
      sent += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < limit) return;
      after = { at: last.at, id: Number(last.row.order_id) };
    }
  }

  private batch(filter: OrderManagementFilter, after: { at: string; id: number } | undefined, limit: number) {
    const sql = new SqlParams();
    const where = dayAndSearchConditions(filter, sql);
    const onTab = tabCondition(filter.tab ?? 'all', sql);
    if (onTab) where.push(onTab);
    if (after)
      where.push(`(a.created_at, a.order_id) < (${sql.add(after.at)}::timestamptz, ${sql.add(after.id)}::bigint)`);
    return this.db.query(
      `SELECT to_jsonb(a) AS row, now() AS now, a.created_at::text AS at, ${ORDER_RECORD_COLUMN}
         FROM admin_orders a ${whereClause(where)}
        ORDER BY a.created_at DESC, a.order_id DESC LIMIT ${sql.add(limit)}`,
      sql.values,
    ) as Promise<Found[]>;
  }
}

function exportSource({ row, now, record }: Found): OrdersExportSource {
  return {
    id: Number(row.order_id),
    created_at: row.created_at,
    paid_at: record?.paid_at ?? null,
    status_badge: statusBadge(row.fulfillment_status),
    payment_badge: paymentBadge({ paid: row.paid, billcode: row.billcode, placedAt: row.created_at }, now),
    user_email: row.user_email,
    waybill: row.billcode,
    packing: packingOf(record),
    totals: record && {
      subtotal: record.subtotal,
      discount: record.product_discount + record.charm_discount,
      shipping: record.shipping_cost,
      total: record.total_price,
    },
  };
}
