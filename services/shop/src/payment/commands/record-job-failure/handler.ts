import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { paymentStreamId } from '../../events.js';
import { RecordPaymentJobFailure } from './command.js';

/** Appended whatever the stream holds (expected version 'any'): a failure is a fact, not a decision. */
@CommandHandler(RecordPaymentJobFailure)
export class RecordPaymentJobFailureHandler implements ICommandHandler<RecordPaymentJobFailure, void> {
  constructor(private readonly log: EventLog) {}

  async execute({ orderId, event, correlationId }: RecordPaymentJobFailure): Promise<void> {
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    await this.log.transact((session) =>
      this.log.append(session, paymentStreamId(orderId), [event], { expectedVersion: 'any', metadata }),
    );
  }
}
