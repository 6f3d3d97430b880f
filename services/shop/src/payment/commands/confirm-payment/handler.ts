import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { orderStream } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { handleTwoStreamCommand } from '../../../platform/event-log/two-stream-command.js';
import { decideConfirmation } from '../../decider.js';
import { orderIdOfAttempt } from '../../events.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../gateway/payment-gateway.js';
import { paymentStream } from '../../payment-stream.js';
import { type ConfirmOutcome, ConfirmPayment } from './command.js';
import { answerIsNoNews, notificationIsNoNews } from './no-news.js';

/**
 * Asks the provider how the attempt stands (its answer, not the notification, is what counts:
 * late, repeated and out-of-order notifications all lead to the same answer) and records the news
 * on the payment and order streams, decided on both in one transaction (the two-stream handler).
 */
@CommandHandler(ConfirmPayment)
export class ConfirmPaymentHandler implements ICommandHandler<ConfirmPayment, ConfirmOutcome> {
  constructor(
    private readonly log: EventLog,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ attemptId, notificationId, correlationId, notified }: ConfirmPayment): Promise<ConfirmOutcome> {
    const orderId = orderIdOfAttempt(attemptId);
    if (orderId === undefined) return { outcome: 'not_ours' };
    if (notified && (await notificationIsNoNews(this.log, orderId, attemptId, notified))) return { outcome: 'no_news' };
    const report = await this.gateway.status(attemptId);
    if (!report) return { outcome: 'unknown_at_provider' };
    if (await answerIsNoNews(this.log, orderId, attemptId, report)) return { outcome: 'no_news' };
    const context = { notificationId, now: this.clock.now() };
    const metadata = { correlationId, causationId: notificationId ?? correlationId, actor: PROVIDER };
    const [payment, order] = await handleTwoStreamCommand(
      this.log,
      [paymentStream(orderId), orderStream(orderId)],
      (payments, orderState) => decideConfirmation(payments, orderState, report, context),
      { metadata },
    );
    if (order.before.status === 'none') return { outcome: 'not_ours' };
    const events = [...payment.events, ...order.events];
    return events.length ? { outcome: 'recorded', events: events.map((event) => event.type) } : { outcome: 'no_news' };
  }
}

const PROVIDER = { kind: 'provider' as const, id: 'midtrans' };
