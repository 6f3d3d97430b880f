import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { returnStock } from '../../../catalogue/items/stock.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { decide } from '../../decider.js';
import { orderStreamId } from '../../events.js';
import { loadOrder } from '../../order-stream.js';
import { type CancelledOrder, CancelOrder } from './command.js';

/** The status machine decides; the stock the order took goes back in the same transaction as `OrderCancelled`. */
@CommandHandler(CancelOrder)
export class CancelOrderHandler implements ICommandHandler<CancelOrder, CancelledOrder> {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ orderId, reason, metadata }: CancelOrder): Promise<CancelledOrder> {
    return this.log.transact(async (session) => {
      const order = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      const events = decide({ type: 'CancelOrder', reason, now: this.clock.now() }, order.state);
      for (const event of events)
        if (event.type === 'OrderCancelled') await returnStock(session, event.data.stockReturned);
      await this.log.append(session, orderStreamId(orderId), events, {
        expectedVersion: order.version,
        metadata,
      });
      const refundDue = events.some((event) => event.type === 'OrderCancelled' && event.data.refundDue);
      return { order_id: orderId, fulfillment_status: 'cancelled', reason, refund_due: refundDue };
    });
  }
}
