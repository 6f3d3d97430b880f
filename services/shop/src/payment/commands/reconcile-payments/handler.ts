import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { loadPayments } from '../../payment-stream.js';
import { ConfirmPayment } from '../confirm-payment/command.js';
import { ReconcilePayments } from './command.js';

/**
 * Checks every open attempt of the orders still waiting for payment with Midtrans's status API,
 * as Midtrans advises for notifications that never came. The check is the same one a
 * notification starts, so money found this way is recorded exactly as if it had been notified.
 * Orders are read a page (PAYMENT_RECONCILE_BATCH) at a time after the last one seen, until none
 * is left: however many unpaid orders pile up, every open attempt is reached in each round.
 */
@CommandHandler(ReconcilePayments)
export class ReconcilePaymentsHandler implements ICommandHandler<ReconcilePayments, { checked: number }> {
  constructor(
    private readonly db: DataSource,
    private readonly log: EventLog,
    private readonly commands: CommandBus,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute({ correlationId }: ReconcilePayments): Promise<{ checked: number }> {
    let checked = 0;
    let page = await this.waiting('0');
    while (page.length > 0) {
      for (const orderId of page) checked += await this.checkOpenAttempts(Number(orderId), correlationId);
      page = await this.waiting(page.at(-1)!);
    }
    return { checked };
  }

  /** The next page of orders waiting for payment that have a payment stream, by id. */
  private async waiting(after: string): Promise<string[]> {
    const rows: Array<{ order_id: string }> = await this.db.query(
      `SELECT s.order_id FROM order_summaries s
        WHERE s.fulfillment_status = 'pending' AND s.order_id > $1
          AND EXISTS (SELECT 1 FROM event_streams e WHERE e.stream_id = 'payment-' || s.order_id)
        ORDER BY s.order_id LIMIT $2`,
      [after, this.config.paymentReconcileBatch],
    );
    return rows.map((row) => row.order_id);
  }

  private async checkOpenAttempts(orderId: number, correlationId: string): Promise<number> {
    const { state } = await loadPayments(this.log.autocommit, this.log.store, orderId);
    let checked = 0;
    for (const attempt of state.attempts.values()) {
      if (attempt.closed || (attempt.outcome !== 'unknown' && attempt.outcome !== 'waiting')) continue;
      await this.commands.execute(new ConfirmPayment(attempt.started.attemptId, null, correlationId));
      checked++;
    }
    return checked;
  }
}
