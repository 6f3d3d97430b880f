import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { OrderMessages } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { returnStock } from '../../../catalogue/items/stock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { unpaidOrdersCancelled } from '../../../platform/metrics/shop-metrics.js';
import { decide } from '../../decider.js';
import { orderStreamId } from '../../events.js';
import { loadOrder } from '../../order-stream.js';
import { CancelUnpaidOrder, type UnpaidOrderOutcome } from './command.js';

/**
 * Cancels an order nobody paid by its deadline, as the shopper walking away: reason 'Canceled by
 * user', its stock back in the same transaction. Judged at the database's clock, on the order as
 * it stands: a paid or already cancelled order is left alone, so running the rule twice (the
 * delayed job and the sweep) changes nothing twice.
 */
@CommandHandler(CancelUnpaidOrder)
export class CancelUnpaidOrderHandler implements ICommandHandler<CancelUnpaidOrder, UnpaidOrderOutcome> {
  constructor(private readonly log: EventLog) {}

  async execute({ orderId, correlationId }: CancelUnpaidOrder): Promise<UnpaidOrderOutcome> {
    const answer = await this.log.transact(async (session): Promise<UnpaidOrderOutcome> => {
      const order = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      if (order.state.status === 'none') return { outcome: 'not_found' };
      if (order.state.status !== 'pending') return { outcome: 'not_pending' };
      const now = await databaseNow(session);
      const dueAt = new Date(order.state.paymentDeadline);
      if (now < dueAt) return { outcome: 'not_due', dueAt };
      const events = decide({ type: 'CancelOrder', reason: OrderMessages.cancelReasonDefault, now }, order.state);
      for (const event of events)
        if (event.type === 'OrderCancelled') await returnStock(session, event.data.stockReturned);
      const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
      await this.log.append(session, orderStreamId(orderId), events, { expectedVersion: order.version, metadata });
      return { outcome: 'cancelled' };
    });
    if (answer.outcome === 'cancelled') unpaidOrdersCancelled.inc();
    return answer;
  }
}

async function databaseNow(session: SqlSession): Promise<Date> {
  const { rows } = await session.query<{ now: Date }>('SELECT now() AS now');
  return rows[0]!.now;
}
