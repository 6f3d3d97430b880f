import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { WORKER_LOCK } from '../../jobs/worker-options.js';
import { PaymentJobs } from './payment-jobs.js';

/**
 * The payments queue: checks of notifications that may move money, closing a cancelled order's
 * attempts, and every PAYMENT_RECONCILE_MS a look at the open attempts no notification settled.
 */
@Processor('payments', { concurrency: 10, ...WORKER_LOCK })
export class PaymentsProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: PaymentJobs,
    @InjectQueue('payments') private readonly queue: Queue,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'reconcile-payments',
      { every: this.config.paymentReconcileMs },
      { name: 'reconcile-payments' },
    );
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.handle(job, 'payments');
  }
}
