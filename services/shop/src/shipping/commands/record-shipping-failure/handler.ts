import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { RecordShippingFailure } from './command.js';

/** The order decides `RecordShipmentCreationFailure` (a `ShipmentCreationFailed`), stamped by the clock. */
@CommandHandler(RecordShippingFailure)
export class RecordShippingFailureHandler implements ICommandHandler<RecordShippingFailure, void> {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, failure, correlationId }: RecordShippingFailure): Promise<void> {
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    const command = { type: 'RecordShipmentCreationFailure' as const, ...failure };
    await handleOrderCommand(this.log, orderId, command, { now: this.clock.now(), metadata });
  }
}
