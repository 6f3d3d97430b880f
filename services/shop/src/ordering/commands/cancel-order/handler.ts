import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { handleOrderCommand } from '../../order/handle-order-command.js';
import { returnCancelledStock } from '../../order/return-cancelled-stock.js';
import { type CancelledOrder, CancelOrder } from './command.js';

/** The status machine decides; the stock the order took goes back in the same transaction as `OrderCancelled`. */
@CommandHandler(CancelOrder)
export class CancelOrderHandler implements ICommandHandler<CancelOrder, CancelledOrder> {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, reason, metadata }: CancelOrder): Promise<CancelledOrder> {
    const options = { now: this.clock.now(), metadata, alongside: returnCancelledStock };
    const { events } = await handleOrderCommand(this.log, orderId, { type: 'CancelOrder', reason }, options);
    const refundDue = events.some((event) => event.type === 'OrderCancelled' && event.data.refundDue);
    return { order_id: orderId, fulfillment_status: 'cancelled', reason, refund_due: refundDue };
  }
}
