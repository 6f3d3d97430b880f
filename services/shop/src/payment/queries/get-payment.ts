import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { OrderMessages, type PaymentStandingView } from '@kilau/domain';

import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { staffFlag } from '../../identity/auth/login.guard.js';
import { loadOrder } from '../../ordering/order-stream.js';
import { EventLog } from '../../platform/event-log/event-log.js';
import { notFound } from '../../platform/shared/refused.js';
import { loadPayments } from '../payment-stream.js';

/** How an order's payment stands, for the payment pages to show and poll (owner or staff). */
export class GetPayment {
  constructor(
    readonly orderId: number,
    readonly caller: AuthenticatedUser,
  ) {}
}

/**
 * Read from the order's own streams, not a read model: the virtual account and QRIS pages poll
 * it to turn to "paid" the moment the settlement is recorded.
 */
@QueryHandler(GetPayment)
export class GetPaymentHandler implements IQueryHandler<GetPayment> {
  constructor(
    private readonly log: EventLog,
    private readonly db: DataSource,
  ) {}

  async execute({ orderId, caller }: GetPayment): Promise<PaymentStandingView> {
    const [{ state: order }, { state: payments }] = await Promise.all([
      loadOrder(this.log.autocommit, this.log.store, orderId),
      loadPayments(this.log.autocommit, this.log.store, orderId),
    ]);
    if (order.status === 'none') throw notFound(OrderMessages.orderNotFound);
    if (order.userId !== caller.id && !(await staffFlag(this.db, caller.id)))
      throw notFound(OrderMessages.orderNotFound);
    return {
      order_id: orderId,
      status: order.paid ? 'paid' : order.status === 'cancelled' ? 'cancelled' : 'unpaid',
      fulfillment_status: order.status,
      amount: order.totals.total,
      payment_deadline: order.paymentDeadline,
      paid_at: order.paidAt,
      refund_due: order.refundsDue.length > 0,
      // an attempt whose answer never came gave the payer nothing to pay with
      attempts: [...payments.attempts.values()]
        .filter((attempt) => attempt.answered)
        .map(({ started, outcome, transactionStatus, closed }) => ({
          attempt_id: started.attemptId,
          method: started.method,
          outcome,
          transaction_status: transactionStatus,
          closed,
          started_at: started.startedAt,
          expires_at: started.expiresAt,
          bank: started.bankTransfer?.bank ?? null,
          va_number: started.bankTransfer?.vaNumber ?? null,
          qr_url: started.qris?.qrUrl ?? null,
        })),
    };
  }
}
