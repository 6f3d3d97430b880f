import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { handleStreamCommand } from '../../../platform/event-log/stream-command.js';
import { decideJobFailure } from '../../decider.js';
import { paymentStream } from '../../payment-stream.js';
import { RecordPaymentJobFailure } from './command.js';

/** The payment decides the failure's fact, stamped by the clock, through the stream handler. */
@CommandHandler(RecordPaymentJobFailure)
export class RecordPaymentJobFailureHandler implements ICommandHandler<RecordPaymentJobFailure, void> {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ failure, correlationId }: RecordPaymentJobFailure): Promise<void> {
    const now = this.clock.now();
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    await handleStreamCommand(this.log, paymentStream(failure.orderId), () => decideJobFailure(failure, now), {
      metadata,
    });
  }
}
