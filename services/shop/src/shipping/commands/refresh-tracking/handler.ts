import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { ORDER_ACTION_STATUSES } from '@kilau/domain';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { COURIER, type Courier } from '../../courier/courier.js';
import { RefreshTracking, type TrackingRefresh } from './command.js';

/**
 * One parcel's refresh. The order is read without a lock and J&T asked; only a history longer than
 * what is recorded opens a transaction, where the decision is taken again on the locked order, so
 * two refreshes of one parcel at once record its news once. Most refreshes write nothing.
 */
@CommandHandler(RefreshTracking)
export class RefreshTrackingHandler implements ICommandHandler<RefreshTracking, TrackingRefresh> {
  constructor(
    private readonly log: EventLog,
    @Inject(COURIER) private readonly courier: Courier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, correlationId }: RefreshTracking): Promise<TrackingRefresh> {
    const { state } = await loadOrder(this.log.autocommit, this.log.store, orderId);
    if (state.status === 'none' || !ORDER_ACTION_STATUSES.courier_update.includes(state.status)) return 'skipped';
    if (!state.waybill || state.waybillCancelled) return 'skipped';
    const tracking = await this.courier.track(state.waybill);
    if (!tracking || tracking.history.length <= state.courierEntries) return 'unchanged';
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    const command = { type: 'RecordTracking' as const, history: tracking.history };
    const { events } = await handleOrderCommand(this.log, orderId, command, { now: this.clock.now(), metadata });
    return events.length ? 'progressed' : 'unchanged';
  }
}
