import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CheckoutMessages, OrderMessages } from '@kilau/domain';

import { EventLog } from '../../../event-log/event-log.js';
import { orderStreamId } from '../../../ordering/events.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { Refused } from '../../../shared/refused.js';
import { decideUnknownArea, decideWaybill, needsWaybill, placedOrder, type WaybillDecision } from '../../decider.js';
import type { ShipmentEvent } from '../../events.js';
import { courierOrderRequest } from '../../jnt/courier-order.js';
import { JntClient } from '../../jnt/jnt-client.js';
import { ShippingPlaces } from '../../shipping-places.js';
import { CreateWaybill, type WaybillOutcome } from './command.js';

/**
 * Read the order, ask J&T outside any transaction (never hold a lock over the network), then
 * record the answer on the order locked afresh: a caller that lost the race finds the waybill
 * recorded and records nothing, and J&T itself refuses a second order with the same id, naming
 * the first waybill, so the parcel has one waybill whoever asked. A refusal is recorded once; a
 * customer asking again after one is answered from it, without asking J&T (staff and the worker
 * still ask).
 */
@CommandHandler(CreateWaybill)
export class CreateWaybillHandler implements ICommandHandler<CreateWaybill, WaybillOutcome> {
  constructor(
    private readonly log: EventLog,
    private readonly jnt: JntClient,
    private readonly places: ShippingPlaces,
  ) {}

  async execute({ orderId, metadata, tries, caller }: CreateWaybill): Promise<WaybillOutcome> {
    const { state } = await loadOrder(this.log.autocommit, this.log.store, orderId);
    const order = placedOrder(state);
    if (caller && !caller.isStaff && caller.id !== order.userId) {
      throw new Refused('not_found', 'order_not_found', OrderMessages.orderNotFound); // not theirs: not there
    }
    if (order.waybill && !order.waybillCancelled)
      return outcome(orderId, { awb: order.waybill, message: null, events: [] });
    if (!needsWaybill(order)) {
      throw new Refused(
        'conflict',
        order.paid ? 'order_cancelled' : 'order_not_paid',
        CheckoutMessages.courierFailed(order.paid ? 'pesanan sudah dibatalkan' : 'pesanan belum dibayar'),
      );
    }
    if (caller && !caller.isStaff && order.lastRefusal) {
      // the courier refused this order last: a customer asking again changes nothing J&T knows
      return { orderId, awb: null, ...order.lastRefusal, reused: false };
    }
    const area = await this.places.courierArea(order.shipping.areaCode);
    if (!area) return this.record(orderId, metadata, (fresh) => decideUnknownArea(fresh, new Date()));
    const request = courierOrderRequest(order, area, await this.places.pickup(), new Date());
    const answer = await this.jnt.createOrder(request, { tries });
    const recorded = await this.record(orderId, metadata, (fresh) => decideWaybill(fresh, answer, area, new Date()));
    return { ...recorded, reason: recorded.awb ? null : (answer.reason ?? null) };
  }

  /** Decides on the order locked afresh and appends what it decided. */
  private record(
    orderId: number,
    metadata: CreateWaybill['metadata'],
    decide: (order: ReturnType<typeof placedOrder>) => WaybillDecision,
  ): Promise<WaybillOutcome> {
    return this.log.transact(async (session) => {
      const fresh = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      const decision = decide(placedOrder(fresh.state));
      await this.append(session, orderId, decision.events, fresh.version, metadata);
      return outcome(orderId, decision);
    });
  }

  private async append(
    session: Parameters<typeof loadOrder>[0],
    orderId: number,
    events: ShipmentEvent[],
    expectedVersion: number,
    metadata: CreateWaybill['metadata'],
  ): Promise<void> {
    if (events.length) await this.log.append(session, orderStreamId(orderId), events, { expectedVersion, metadata });
  }
}

/** The decision as the caller reads it; the courier's own reason is added where J&T gave one. */
function outcome(orderId: number, decision: WaybillDecision): WaybillOutcome {
  const assigned = decision.events.find((event) => event.type === 'WaybillAssigned');
  return {
    orderId,
    awb: decision.awb,
    message: decision.message,
    reason: null,
    reused: assigned?.type === 'WaybillAssigned' && assigned.data.reused,
  };
}
