import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { homeTab, OrderMessages, orderStatusFrom } from '@kilau/domain';

import { READ_DB } from '../../../platform/database/read-database.js';
import { notFound } from '../../../platform/shared/refused.js';
import type { AdminOrderRow } from '../../projections/admin-orders/projection.js';
import { type ManagementRow, managementRow } from './management-row.js';
import { ORDER_RECORD_COLUMN, type OrderRecord } from './order-record.js';

/** One order's row, with what it offers on the tab it lives on. */
export class GetManagementOrder {
  constructor(readonly orderId: number) {}
}

@QueryHandler(GetManagementOrder)
export class GetManagementOrderHandler implements IQueryHandler<GetManagementOrder, ManagementRow> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ orderId }: GetManagementOrder): Promise<ManagementRow> {
    const [found]: Array<{ row: AdminOrderRow; now: Date; record: OrderRecord | null }> = await this.db.query(
      `SELECT to_jsonb(a) AS row, now() AS now, ${ORDER_RECORD_COLUMN} FROM admin_orders a WHERE order_id = $1`,
      [orderId],
    );
    if (!found) throw notFound(OrderMessages.orderNotFound);
    const status = orderStatusFrom(found.row.fulfillment_status);
    return managementRow(found.row, found.now, status ? homeTab(status) : 'all', found.record);
  }
}
