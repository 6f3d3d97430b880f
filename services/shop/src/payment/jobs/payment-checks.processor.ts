import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';

import { PAYMENT_CHECK_LIMIT, WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { PaymentJobs } from './payment-jobs.js';

/**
 * The routine checks: notifications that cannot move money (pending and the like), at most
 * PAYMENT_CHECK_RATE a second across all workers, so a flood of them leaves the webhook and the
 * money-moving checks their share of the machine and simply drains later.
 */
@Processor('payment-checks', { concurrency: 5, limiter: PAYMENT_CHECK_LIMIT, ...WORKER_LOCK })
export class PaymentChecksProcessor extends WorkerHost {
  constructor(private readonly jobs: PaymentJobs) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.handle(job, 'payment-checks');
  }
}
