import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { orderStreamId } from '../../../ordering/events.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { RecordShippingFailure } from './command.js';

/** Appended whatever the stream holds (expected version 'any'): a failure is a fact, not a decision. */
@CommandHandler(RecordShippingFailure)
export class RecordShippingFailureHandler implements ICommandHandler<RecordShippingFailure, void> {
  constructor(private readonly log: EventLog) {}

  async execute({ event, correlationId }: RecordShippingFailure): Promise<void> {
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    await this.log.transact((session) =>
      this.log.append(session, orderStreamId(event.data.orderId), [event], { expectedVersion: 'any', metadata }),
    );
  }
}
