import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';

import { OutboxRelay } from './outbox-relay.js';
import { QueueHealth } from './queue-health.js';
import { QUEUES } from './queues.js';

/**
 * The shop's queues, for every context of both processes, and the outbox relay that feeds them
 * (it runs in each process; the outbox's row locks share the work out).
 */
@Global()
@Module({
  imports: [BullModule.registerQueue(...QUEUES.map((name) => ({ name })))],
  providers: [OutboxRelay, QueueHealth],
  exports: [BullModule, OutboxRelay, QueueHealth],
})
export class JobsModule {}
