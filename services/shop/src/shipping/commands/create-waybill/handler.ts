import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import type { OrderCommand, WaybillCodes } from '../../../ordering/order/commands.js';
import { type HandledOrderCommand, handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { placedOrder, type PlacedOrderState } from '../../../ordering/order/state.js';
import { liveWaybill, refuseWaybill } from '../../../ordering/order/waybill.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { bookingCommand, unknownAreaCommand } from '../../booking-command.js';
import { COURIER, type Courier } from '../../courier/courier.js';
import { ShippingPlaces } from '../../shipping-places.js';
import { CreateWaybill, type WaybillOutcome } from './command.js';

/**
 * The worker's booking: read the order, ask the courier with no transaction open (never a lock
 * over the network), then record the answer on the order locked afresh. Run twice (a job retried
 * after its answer was lost, a worker killed mid-call), the courier refuses the repeated order id
 * and names the first waybill, so the parcel keeps one waybill.
 */
@CommandHandler(CreateWaybill)
export class CreateWaybillHandler implements ICommandHandler<CreateWaybill, WaybillOutcome> {
  constructor(
    private readonly log: EventLog,
    @Inject(COURIER) private readonly courier: Courier,
    private readonly places: ShippingPlaces,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, metadata }: CreateWaybill): Promise<WaybillOutcome> {
    const order = placedOrder((await loadOrder(this.log.autocommit, this.log.store, orderId)).state);
    if (liveWaybill(order)) return { orderId, awb: order.waybill, message: null, reused: false };
    refuseWaybill(order);
    const area = await this.places.courierArea(order.shipping.areaCode);
    const command = area ? await this.book(order, area) : unknownAreaCommand(order.shipping.areaCode);
    // the answer is recorded on the order locked afresh (no network in that transaction)
    return outcome(orderId, await handleOrderCommand(this.log, orderId, command, { now: this.clock.now(), metadata }));
  }

  /** J&T asked with no transaction open (never a lock over the network), its answer in the order's words. */
  private async book(order: PlacedOrderState, area: WaybillCodes): Promise<OrderCommand> {
    const parcel = { order, area, pickup: await this.places.pickup(), at: this.clock.now() };
    return bookingCommand(await this.courier.bookParcel(parcel), area);
  }
}

/** The waybill the order has now (a racing caller's wins), or the refusal it records, in the worker's terms. */
function outcome(orderId: number, { events, after }: HandledOrderCommand): WaybillOutcome {
  const order = placedOrder(after);
  const assigned = events.find((event) => event.type === 'WaybillAssigned');
  const reused = assigned?.type === 'WaybillAssigned' && assigned.data.reused;
  if (liveWaybill(order)) return { orderId, awb: order.waybill, message: null, reused };
  return { orderId, awb: null, message: order.lastRefusal?.message ?? null, reused };
}
