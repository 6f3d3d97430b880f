import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { COURIER, type Courier } from '../../courier/courier.js';
import { decideUnknownArea, decideWaybill, placedOrder, refuseWaybill, type WaybillDecision } from '../../decider.js';
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
    if (order.waybill && !order.waybillCancelled)
      return outcome(orderId, { awb: order.waybill, message: null, events: [] });
    refuseWaybill(order);
    const area = await this.places.courierArea(order.shipping.areaCode);
    if (!area) return this.record(orderId, metadata, (fresh) => decideUnknownArea(fresh, this.clock.now()));
    const parcel = { order, area, pickup: await this.places.pickup(), at: this.clock.now() };
    const booking = await this.courier.bookParcel(parcel);
    return this.record(orderId, metadata, (fresh) => decideWaybill(fresh, booking, area, this.clock.now()));
  }

  /** Decides on the order locked afresh and appends what it decided (no network in here). */
  private async record(
    orderId: number,
    metadata: CreateWaybill['metadata'],
    decide: (order: ReturnType<typeof placedOrder>) => WaybillDecision,
  ): Promise<WaybillOutcome> {
    let decision: WaybillDecision | undefined;
    await handleOrderCommand(this.log, orderId, (state) => (decision = decide(placedOrder(state))).events, {
      metadata,
    });
    return outcome(orderId, decision!);
  }
}

function outcome(orderId: number, decision: WaybillDecision): WaybillOutcome {
  const assigned = decision.events.find((event) => event.type === 'WaybillAssigned');
  const reused = assigned?.type === 'WaybillAssigned' && assigned.data.reused;
  return { orderId, awb: decision.awb, message: decision.message, reused };
}
