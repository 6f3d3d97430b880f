import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { WORKER_LOCK } from '../../jobs/worker-options.js';
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
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'refresh-tracking',
      { every: this.config.trackingRefreshMs },
      { name: 'refresh-tracking' },
    );
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.handle(job, 'tracking');
  }
}
