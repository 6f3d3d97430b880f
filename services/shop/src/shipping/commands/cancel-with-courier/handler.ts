import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { canTransition } from '@kilau/domain';

import type { CancelledOrder } from '../../../ordering/commands/cancel-order/command.js';
import { CancelOrder } from '../../../ordering/commands/cancel-order/command.js';
import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { placedOrder } from '../../../ordering/order/state.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { COURIER, type Courier } from '../../courier/courier.js';
import { type CancellationResult, CancelWaybill, CancelWithCourier } from './command.js';

/**
 * The order is cancelled only once the courier has let go of the parcel: J&T cancels the waybill
 * (or says it did before), then `OrderCancelled` returns the stock. A refusal (picked up) cancels
 * nothing. Stopped between the two, a repeat finds the waybill cancelled and only cancels the order.
 */
@CommandHandler(CancelWithCourier)
export class CancelWithCourierHandler implements ICommandHandler<CancelWithCourier, CancellationResult> {
  constructor(
    private readonly log: EventLog,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderId, reason, metadata }: CancelWithCourier): Promise<CancellationResult> {
    const order = placedOrder((await loadOrder(this.log.autocommit, this.log.store, orderId)).state);
    if (order.status === 'cancelled') return { outcome: 'already_cancelled' };
    if (!canTransition(order.status, 'cancelled')) {
      return { outcome: 'not_allowed', detail: `Tidak dapat dibatalkan, Status pesanan adalah : ${order.status}` };
    }
    if (order.waybill && !order.waybillCancelled) {
      const atCourier = await this.commands.execute<CancelWaybill, CancellationResult>(
        new CancelWaybill(orderId, reason, metadata),
      );
      if (atCourier.outcome === 'not_allowed' || atCourier.outcome === 'failed') return atCourier;
    }
    const cancelled = await this.commands.execute<CancelOrder, CancelledOrder>(
      new CancelOrder(orderId, reason, metadata),
    );
    return { outcome: 'cancelled', refundDue: cancelled.refund_due };
  }
}

/**
 * Cancels the waybill at the courier and records its answer; a waybill cancelled already is left
 * alone. Staff's cancel waits for it (only the courier knows whether the parcel is picked up), so
 * the call is made from the API as well as from the worker's cancel-waybill job: a documented
 * exception that holds no lock (read, ask, then record on the order locked afresh).
 */
@CommandHandler(CancelWaybill)
export class CancelWaybillHandler implements ICommandHandler<CancelWaybill, CancellationResult> {
  constructor(
    private readonly log: EventLog,
    @Inject(COURIER) private readonly courier: Courier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, reason, metadata }: CancelWaybill): Promise<CancellationResult> {
    const order = placedOrder((await loadOrder(this.log.autocommit, this.log.store, orderId)).state);
    if (!order.waybill || order.waybillCancelled) return { outcome: 'already_cancelled' };
    const outcome = await this.courier.cancelParcel(orderId, reason, { tries: 3 });
    const command = { type: 'RecordCourierCancellation' as const, outcome, reason };
    await handleOrderCommand(this.log, orderId, command, { now: this.clock.now(), metadata });
    if (outcome.kind === 'cancelled') return { outcome: 'cancelled', refundDue: false };
    if (outcome.kind === 'already_cancelled') return { outcome: 'already_cancelled' };
    return { outcome: outcome.kind, detail: outcome.detail };
  }
}
