import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DelayedError, type Job, type Queue } from 'bullmq';

import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { rootLogger, runWithLogger } from '../../platform/logging/logger.js';
import { CancelUnpaidOrder, type UnpaidOrderOutcome } from '../commands/cancel-unpaid-order/command.js';

/**
 * The unpaid-order rule's delayed jobs, as the release before queued one for each order placed:
 * this release queues none ({@link UnpaidSweep} applies the rule), and runs those still waiting
 * in Redis when it replaces that release. A later release can drop the queue once they are done.
 */
@Processor('order-timeouts', { concurrency: 5, ...WORKER_LOCK })
export class OrderTimeoutsProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    @InjectQueue('order-timeouts') private readonly queue: Queue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    // the sweep ran as a repeatable job here once; it runs from the worker's timer now
    this.queue.removeJobScheduler('sweep-unpaid').catch(() => undefined);
  }

  process(job: Job<{ orderId?: number }>, token?: string): Promise<unknown> {
    const logger = rootLogger().child({ queue: 'order-timeouts', job: job.name, job_id: job.id });
    return runWithLogger(logger, async () => {
      if (job.name === 'sweep-unpaid') return 'the sweep runs from a timer now';
      const outcome = await this.apply(job.data.orderId!, `job:${job.id}`);
      if (outcome.outcome === 'not_due') {
        // early (clocks differ, or a sweep raced the deadline): come back at the deadline itself
        await job.moveToDelayed(outcome.dueAt.getTime(), token);
        throw new DelayedError();
      }
      logger.info({ order_id: job.data.orderId, outcome: outcome.outcome }, 'unpaid-order rule applied');
      return outcome;
    });
  }

  private apply(orderId: number, correlationId: string): Promise<UnpaidOrderOutcome> {
    return this.commands.execute(new CancelUnpaidOrder(orderId, correlationId));
  }
}
