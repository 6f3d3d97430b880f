import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { LockedTask } from '../../platform/jobs/locked-task.js';
import { rootLogger } from '../../platform/logging/logger.js';
import { CancelUnpaidOrder, type UnpaidOrderOutcome } from '../commands/cancel-unpaid-order/command.js';

/** Orders past their deadline taken a round: a backlog (the worker was down a while) goes in rounds of this. */
const ROUND = 500;

/**
 * The unpaid-order rule, every UNPAID_SWEEP_MS (30 s by default), from the worker's own timer by
 * one worker at a time: each order still waiting for payment past its deadline is cancelled. The
 * orders come from `unpaid_orders` (migration 1763800004600), which the log's trigger keeps in the
 * appending transaction, so none is missed and none read late; the command judges each again on
 * its stream. A timer rather than a delayed job an order: the job cost Redis a job (and ~1 KB kept
 * a week) and the worker a run for every order placed, paid or not, and a flushed Redis lost them.
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

  protected async work(correlationId: string): Promise<{ cancelled: number; failed: number }> {
    let [cancelled, failed] = [0, 0];
    for (;;) {
      const overdue = await this.overdue();
      let thisRound = 0;
      for (const orderId of overdue) {
        const outcome = await this.apply(orderId, correlationId);
        if (outcome === 'cancelled') thisRound++;
        if (outcome === 'failed') failed++;
      }
      cancelled += thisRound;
      // a full round goes on, unless none of it could be cancelled (it would come back whole)
      if (overdue.length < ROUND || thisRound === 0) break;
    }
    if (cancelled) rootLogger().info({ cancelled }, 'unpaid orders past their deadline cancelled');
    return { cancelled, failed };
  }

  /**
   * The rule for one order. One that fails (its stream refused, the database gone for a moment)
   * is logged and tried again next period; the orders after it are not held up behind it.
   */
  private async apply(orderId: number, correlationId: string): Promise<UnpaidOrderOutcome['outcome'] | 'failed'> {
    try {
      const command = new CancelUnpaidOrder(orderId, correlationId);
      return (await this.commands.execute<CancelUnpaidOrder, UnpaidOrderOutcome>(command)).outcome;
    } catch (error) {
      rootLogger().error({ err: error, order_id: orderId }, 'unpaid order not cancelled; tried again next period');
      return 'failed';
    }
  }

  /** The next orders past their deadline, the longest overdue first. */
  private async overdue(): Promise<number[]> {
    const rows: Array<{ order_id: string }> = await this.db.query(
      `SELECT substring(stream_id FROM 7) AS order_id FROM unpaid_orders
       WHERE payment_deadline <= now() ORDER BY payment_deadline LIMIT ${ROUND}`,
    );
    return rows.map((row) => Number(row.order_id));
  }
}
