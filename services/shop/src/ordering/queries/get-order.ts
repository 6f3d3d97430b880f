import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { OrderMessages } from '@kilau/domain';

import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { staffFlag } from '../../identity/auth/login.guard.js';
import { notFound } from '../../platform/shared/refused.js';
import { OrderAccess } from '../order-access.js';
import type { OrderSummaryRow } from '../projections/order-summaries/projection.js';
import { type OrderView, orderView, SUMMARY_ROW } from './order-view.js';

export class GetOrder {
  constructor(
    readonly orderId: number,
    readonly caller: AuthenticatedUser | undefined,
    /** The order's secret from its mail's link (the guest `Token` header). */
    readonly orderToken?: string,
  ) {}
}

/**
 * The owner, staff (as the database says now) and the holder of the order's secret see an order;
 * to anyone else it does not exist (no hint that the id is taken).
 */
@QueryHandler(GetOrder)
export class GetOrderHandler implements IQueryHandler<GetOrder, OrderView> {
  constructor(
    private readonly db: DataSource,
    private readonly access: OrderAccess,
  ) {}

  async execute({ orderId, caller, orderToken }: GetOrder): Promise<OrderView> {
    const [found] = await this.db.query(`SELECT ${SUMMARY_ROW} FROM order_summaries s WHERE order_id = $1`, [orderId]);
    const row = found?.row as OrderSummaryRow | undefined;
    const visible =
      row &&
      (this.access.opens(orderId, orderToken) ||
        (caller && (row.user_id === caller.id || (await staffFlag(this.db, caller.id)))));
    if (!visible) throw notFound(OrderMessages.orderNotFound);
    return orderView(row);
  }
}
