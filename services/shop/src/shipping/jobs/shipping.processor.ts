import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';

import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { ShippingJobs } from './shipping-jobs.js';

/** The shipping queue: waybills after payment, and cancelling waybills of cancelled orders. */
@Processor('shipping', { concurrency: 10, ...WORKER_LOCK })
export class ShippingProcessor extends WorkerHost {
  constructor(private readonly jobs: ShippingJobs) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.handle(job, 'shipping');
  }
}
