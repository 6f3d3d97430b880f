import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';

import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { PaymentJobs } from './payment-jobs.js';

/**
 * The payments queue: checks of notifications that may move money, closing a cancelled order's
 * attempts (the look at open attempts every PAYMENT_RECONCILE_MS is {@link ReconcileTimer}'s).
 */
@Processor('payments', { concurrency: 10, ...WORKER_LOCK })
export class PaymentsProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: PaymentJobs,
    @InjectQueue('payments') private readonly queue: Queue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    // it ran as a repeatable job here once; it runs from the worker's timer now
    this.queue.removeJobScheduler('reconcile-payments').catch(() => undefined);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.handle(job, 'payments');
  }
}
