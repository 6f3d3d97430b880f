import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';

import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { ShippingJobs } from './shipping-jobs.js';

/**
 * The tracking queue: every TRACKING_REFRESH_MS a sweep queues a refresh of each parcel the courier
 * holds, and the refreshes run many at a time (they mostly wait on J&T and write nothing).
 */
@Processor('tracking', { concurrency: 25, ...WORKER_LOCK })
export class TrackingProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: ShippingJobs,
    @InjectQueue('tracking') private readonly queue: Queue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    // it ran as a repeatable job here once; it runs from the worker's timer now
    this.queue.removeJobScheduler('refresh-tracking').catch(() => undefined);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.handle(job, 'tracking');
  }
}
