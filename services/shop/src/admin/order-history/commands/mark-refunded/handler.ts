import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { OrderHistoryMessages } from '@kilau/domain';

import { orderStreamId, type PaymentReceivedForCancelledOrder } from '../../../../ordering/events.js';
import { orderIdOfAttempt } from '../../../../payment/events.js';
import { CLOCK, type Clock } from '../../../../platform/clock/clock.js';
import { EventLog } from '../../../../platform/event-log/event-log.js';
import { notFound, Refused } from '../../../../platform/shared/refused.js';
import { type LatePaymentRefunded, refundStreamId } from '../../events.js';
import { MarkLatePaymentRefunded, type RefundRecorded } from './command.js';

/**
 * Appends `LatePaymentRefunded` to the late payment's own stream, expecting it empty: a payment is
 * refunded once, and of two staff marking it at the same moment the second is told it is done.
 */
@CommandHandler(MarkLatePaymentRefunded)
export class MarkLatePaymentRefundedHandler implements ICommandHandler<MarkLatePaymentRefunded, RefundRecorded> {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ attemptId, note, staff, metadata }: MarkLatePaymentRefunded): Promise<RefundRecorded> {
    const orderId = orderIdOfAttempt(attemptId);
    if (orderId === undefined) throw notFound(OrderHistoryMessages.latePaymentNotFound);
    return this.log.transact(async (session) => {
      const { rows } = await session.query<{ data: PaymentReceivedForCancelledOrder['data'] }>(
        `SELECT data FROM events
          WHERE stream_id = $1 AND event_type = 'PaymentReceivedForCancelledOrder' AND data->>'attemptId' = $2
          LIMIT 1`,
        [orderStreamId(orderId), attemptId],
      );
      const paid = rows[0]?.data;
      if (!paid) throw notFound(OrderHistoryMessages.latePaymentNotFound);
      const stream = refundStreamId(attemptId);
      const { version } = await this.log.store.readStream(session, stream);
      if (version > 0) throw new Refused('conflict', 'already_refunded', OrderHistoryMessages.alreadyRefunded);
      const event: LatePaymentRefunded = {
        type: 'LatePaymentRefunded',
        data: {
          orderId,
          attemptId,
          amount: paid.amount,
          transactionId: paid.transactionId,
          refundedBy: staff,
          note,
          at: this.clock.now().toISOString(),
        },
      };
      await this.log.append(session, stream, [event], { expectedVersion: 0, metadata });
      return { id: attemptId, refunded: true, refunded_at: event.data.at, refunded_by: staff.email, refund_note: note };
    });
  }
}
