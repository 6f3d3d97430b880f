import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { unpaidOrdersCancelled } from '../../../platform/metrics/shop-metrics.js';
import { handleOrderCommand } from '../../order/handle-order-command.js';
import { returnCancelledStock } from '../../order/return-cancelled-stock.js';
import { CancelUnpaidOrder, type UnpaidOrderOutcome } from './command.js';

/**
 * Cancels an order nobody paid by its deadline, as the shopper walking away: reason 'Canceled by
 * user', its stock back in the same transaction. Judged at the database's clock, on the order as
 * it stands: a paid or already cancelled order is left alone, so running the rule twice (two
 * sweeps, or the sweep and a delayed job the release before queued) changes nothing twice.
 */
@CommandHandler(CancelUnpaidOrder)
export class CancelUnpaidOrderHandler implements ICommandHandler<CancelUnpaidOrder, UnpaidOrderOutcome> {
  constructor(private readonly log: EventLog) {}

  async execute({ orderId, correlationId }: CancelUnpaidOrder): Promise<UnpaidOrderOutcome> {
    const now = await databaseNow(this.log);
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    const options = { now, metadata, alongside: returnCancelledStock };
    const { before, events } = await handleOrderCommand(this.log, orderId, { type: 'CancelUnpaidOrder' }, options);
    if (events.length) unpaidOrdersCancelled.inc();
    if (events.length) return { outcome: 'cancelled' };
    if (before.status === 'none') return { outcome: 'not_found' };
    if (before.status !== 'pending') return { outcome: 'not_pending' };
    return { outcome: 'not_due', dueAt: new Date(before.paymentDeadline) };
  }
}

/** The database's clock: the deadline was set by one process and is judged by another. */
async function databaseNow(log: EventLog): Promise<Date> {
  const { rows } = await log.autocommit.query<{ now: Date }>('SELECT now() AS now');
  return rows[0]!.now;
}
