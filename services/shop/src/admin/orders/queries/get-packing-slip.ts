import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { OrderMessages, packingFacts, statusBadge } from '@kilau/domain';

import type { OrderSummaryRow } from '../../../ordering/projections/order-summaries/projection.js';
import { READ_DB } from '../../../platform/database/read-database.js';
import { notFound } from '../../../platform/shared/refused.js';
import type { PackingSlip } from '../packing-slip/packing-slip.js';
import { renderPackingSlip } from '../packing-slip/render-packing-slip.js';

/** One order's packing slip (PDF), from the order's record. */
export class GetPackingSlip {
  constructor(readonly orderId: number) {}
}

/** Orders that are not to be packed: their slip says so in red. */
const NOT_TO_PACK = new Set(['cancelled', 'canceled', 'not_accepted']);

@QueryHandler(GetPackingSlip)
export class GetPackingSlipHandler implements IQueryHandler<GetPackingSlip, Buffer> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ orderId }: GetPackingSlip): Promise<Buffer> {
    const [found]: Array<{ row: OrderSummaryRow }> = await this.db.query(
      `SELECT to_jsonb(s) AS row FROM order_summaries s WHERE order_id = $1`,
      [orderId],
    );
    if (!found) throw notFound(OrderMessages.orderNotFound);
    const { row } = found;
    const slip: PackingSlip = {
      orderId: Number(row.order_id),
      placedAt: row.placed_at,
      waybill: row.waybill,
      warning: NOT_TO_PACK.has(row.fulfillment_status) ? statusBadge(row.fulfillment_status) : null,
      packing: packingFacts(row.items, row.receiver),
    };
    return renderPackingSlip(slip);
  }
}
