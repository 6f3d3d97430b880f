import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { orderStreamId } from '../../../ordering/events.js';
import { decide } from '../../../ordering/order/decide.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { decideConfirmedStatus, isNewsForAttempt, isNotificationNoNews } from '../../decider.js';
import { orderIdOfAttempt, paymentStreamId } from '../../events.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../gateway/payment-gateway.js';
import { databaseNow } from '../../payable.js';
import { loadPayments } from '../../payment-stream.js';
import { type ConfirmOutcome, ConfirmPayment } from './command.js';

/**
 * Asks the provider how the attempt stands (its answer, not the notification, is what counts:
 * late, repeated and out-of-order notifications all lead to the same answer) and records the news
 * on the payment and order streams, locked in that order, in one transaction. An answer that is
 * no news to the attempt's last known state is no news to any later one, so it ends there.
 */
@CommandHandler(ConfirmPayment)
export class ConfirmPaymentHandler implements ICommandHandler<ConfirmPayment, ConfirmOutcome> {
  constructor(
    private readonly log: EventLog,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ attemptId, notificationId, correlationId, notified }: ConfirmPayment): Promise<ConfirmOutcome> {
    const orderId = orderIdOfAttempt(attemptId);
    if (orderId === undefined) return { outcome: 'not_ours' };
    if (notified) {
      const known = await loadPayments(this.log.autocommit, this.log.store, orderId);
      const claim = {
        order_id: attemptId,
        transaction_status: notified.transactionStatus,
        fraud_status: notified.fraudStatus,
      };
      if (isNotificationNoNews(known.state, claim)) return { outcome: 'no_news' };
    }
    const report = await this.gateway.status(attemptId);
    if (!report) return { outcome: 'unknown_at_provider' };
    // Most notifications of a busy hour repeat what is known: one read without locks says so.
    // An attempt not seen yet may be in a transaction still writing it: the locked read waits for that.
    const known = await loadPayments(this.log.autocommit, this.log.store, orderId);
    if (known.state.attempts.has(attemptId) && !isNewsForAttempt(known.state, report)) return { outcome: 'no_news' };
    return this.log.transact(async (session) => {
      const order = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      if (order.state.status === 'none') return { outcome: 'not_ours' };
      const payments = await loadPayments(session, this.log.store, orderId, { forUpdate: true });
      const now = await databaseNow(session);
      const decision = decideConfirmedStatus(order.state, payments.state, report, { notificationId, now });
      const orderEvents = decision.order ? decide(decision.order, order.state, now) : [];
      if (!decision.payment.length && !orderEvents.length) return { outcome: 'no_news' };
      const metadata = {
        correlationId,
        causationId: notificationId ?? correlationId,
        actor: { kind: 'provider' as const, id: 'midtrans' },
      };
      await this.log.append(session, paymentStreamId(orderId), decision.payment, {
        expectedVersion: payments.version,
        metadata,
      });
      if (orderEvents.length) {
        await this.log.append(session, orderStreamId(orderId), orderEvents, {
          expectedVersion: order.version,
          metadata,
        });
      }
      return { outcome: 'recorded', events: [...decision.payment, ...orderEvents].map((event) => event.type) };
    });
  }
}
