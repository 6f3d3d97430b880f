import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { LockedTask } from '../../platform/jobs/locked-task.js';
import { rootLogger } from '../../platform/logging/logger.js';
import { CancelUnpaidOrder, type UnpaidOrderOutcome } from '../commands/cancel-unpaid-order/command.js';

/**
 * Every UNPAID_SWEEP_MS, the unpaid-order rule for each order past its deadline whose own delayed
 * job did not apply it (Redis emptied, say): from the worker's own timer, so a Redis that lost
 * everything delays a cancellation by one period at most.
 */
@Injectable()
export class UnpaidSweep extends LockedTask {
  constructor(
    private readonly commands: CommandBus,
    db: DataSource,
    @Inject(SHOP_CONFIG) config: ShopConfig,
  ) {
    super(db, 'unpaid-sweep', config.unpaidSweepMs);
  }

  /** Orders past their deadline still unpaid, as the read model has them; the command re-checks each. */
  protected async work(correlationId: string): Promise<{ cancelled: number }> {
    const overdue: Array<{ order_id: string }> = await this.db.query(
      `SELECT order_id FROM order_summaries WHERE fulfillment_status = 'pending' AND payment_deadline <= now()
       ORDER BY payment_deadline LIMIT 500`,
    );
    let cancelled = 0;
    for (const { order_id } of overdue) {
      const outcome = await this.commands.execute<CancelUnpaidOrder, UnpaidOrderOutcome>(
        new CancelUnpaidOrder(Number(order_id), correlationId),
      );
      if (outcome.outcome === 'cancelled') cancelled++;
    }
    if (cancelled) rootLogger().warn({ cancelled }, 'sweep cancelled unpaid orders whose own job had not');
    return { cancelled };
  }
}
