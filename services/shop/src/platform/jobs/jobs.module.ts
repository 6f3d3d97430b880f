import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { JobOutcomeListener } from './job-outcome-listener.js';
import { JobOutcomes } from './job-outcomes.js';
import { OutboxRedrive } from './outbox-redrive.js';
import { OutboxRelay } from './outbox-relay.js';
import { QueueHealth } from './queue-health.js';
import { QUEUES } from './queues.js';

/**
 * The shop's queues, for every context of both processes, and the outbox relay that feeds them
 * (it runs in each process; the outbox's row locks share the work out), with what follows the
 * jobs it sent: their ends as this process's workers report them, and the look a lease later
 * for jobs whose end never came (one process at a time).
 */
@Global()
@Module({
  imports: [DiscoveryModule, BullModule.registerQueue(...QUEUES.map((name) => ({ name })))],
  providers: [OutboxRelay, QueueHealth, JobOutcomes, OutboxRedrive, JobOutcomeListener],
  exports: [BullModule, OutboxRelay, QueueHealth, JobOutcomes, OutboxRedrive],
})
export class JobsModule {}
