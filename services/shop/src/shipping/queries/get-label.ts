import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';

import { OrderMessages } from '@kilau/domain';

import { loadOrder } from '../../ordering/order-stream.js';
import { EventLog } from '../../platform/event-log/event-log.js';
import { Refused } from '../../platform/shared/refused.js';
import { labelForOrder } from '../label-for-order.js';
import { renderLabels } from '../labels/index.js';
import { ShippingPlaces } from '../shipping-places.js';

/** One order's label, printed again from its stream (only for an order that was labelled). */
export class GetLabel {
  constructor(readonly orderId: number) {}
}

@QueryHandler(GetLabel)
export class GetLabelHandler implements IQueryHandler<GetLabel, Buffer> {
  constructor(
    private readonly log: EventLog,
    private readonly places: ShippingPlaces,
  ) {}

  async execute({ orderId }: GetLabel): Promise<Buffer> {
    const { state } = await loadOrder(this.log.autocommit, this.log.store, orderId);
    if (state.status === 'none') throw new Refused('not_found', 'order_not_found', OrderMessages.orderNotFound);
    if (!state.waybill || state.status === 'awaiting_shipment' || state.status === 'pending') {
      throw new Refused('not_found', 'no_label', 'This order has no label yet');
    }
    return renderLabels([labelForOrder(state, await this.places.pickup())]);
  }
}
