import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { EventLog } from '../../../event-log/event-log.js';
import { loadPayments } from '../../payment-stream.js';
import { ConfirmPayment } from '../confirm-payment/command.js';
import { ReconcilePayments } from './command.js';

const ORDERS_A_ROUND = 200;

/**
 * Checks every open attempt of the orders still waiting for payment with Midtrans's status API,
 * as Midtrans advises for notifications that never came. The check is the same one a
 * notification starts, so money found this way is recorded exactly as if it had been notified.
 */
@CommandHandler(ReconcilePayments)
export class ReconcilePaymentsHandler implements ICommandHandler<ReconcilePayments, { checked: number }> {
  constructor(
    private readonly db: DataSource,
    private readonly log: EventLog,
    private readonly commands: CommandBus,
  ) {}

  async execute({ correlationId }: ReconcilePayments): Promise<{ checked: number }> {
    const waiting: Array<{ order_id: string }> = await this.db.query(
      `SELECT s.order_id FROM order_summaries s
       WHERE s.fulfillment_status = 'pending' AND EXISTS (SELECT 1 FROM event_streams e WHERE e.stream_id = 'payment-' || s.order_id)
       ORDER BY s.placed_at LIMIT ${ORDERS_A_ROUND}`,
    );
    let checked = 0;
    for (const { order_id } of waiting) {
      const { state } = await loadPayments(this.log.autocommit, this.log.store, Number(order_id));
      for (const attempt of state.attempts.values()) {
        if (attempt.closed || (attempt.outcome !== 'unknown' && attempt.outcome !== 'waiting')) continue;
        await this.commands.execute(new ConfirmPayment(attempt.started.attemptId, null, correlationId));
        checked++;
      }
    }
    return { checked };
  }
}
