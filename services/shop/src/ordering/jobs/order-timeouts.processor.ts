import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DelayedError, type Job, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { WORKER_LOCK } from '../../jobs/worker-options.js';
import { rootLogger, runWithLogger } from '../../logging/logger.js';
import { CancelUnpaidOrder, type UnpaidOrderOutcome } from '../commands/cancel-unpaid-order/command.js';

/**
 * The unpaid-order rule in the worker. Each placed order's delayed job comes due at its payment
 * deadline; a sweep every UNPAID_SWEEP_MS catches any order whose job was lost (Redis emptied,
 * say) and applies the same rule to it.
 */
@Processor('order-timeouts', { concurrency: 5, ...WORKER_LOCK })
export class OrderTimeoutsProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    private readonly db: DataSource,
    @InjectQueue('order-timeouts') private readonly queue: Queue,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-unpaid', { every: this.config.unpaidSweepMs }, { name: 'sweep-unpaid' });
  }

  process(job: Job<{ orderId?: number }>, token?: string): Promise<unknown> {
    const logger = rootLogger().child({ queue: 'order-timeouts', job: job.name, job_id: job.id });
    return runWithLogger(logger, async () => {
      if (job.name === 'sweep-unpaid') return this.sweep(job);
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

  /** Orders past their deadline still unpaid, as the read model has them; the command re-checks each. */
  private async sweep(job: Job): Promise<{ cancelled: number }> {
    const overdue: Array<{ order_id: string }> = await this.db.query(
      `SELECT order_id FROM order_summaries WHERE fulfillment_status = 'pending' AND payment_deadline <= now()
       ORDER BY payment_deadline LIMIT 500`,
    );
    let cancelled = 0;
    for (const { order_id } of overdue) {
      const outcome = await this.apply(Number(order_id), `job:${job.id}`);
      if (outcome.outcome === 'cancelled') cancelled++;
    }
    if (cancelled) rootLogger().warn({ cancelled }, 'sweep cancelled unpaid orders whose own job had not');
    return { cancelled };
  }
}
