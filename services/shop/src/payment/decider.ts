import { paymentOutcome, paymentOutcomeRank, rupiahFromProvider } from '@kilau/domain';

import type { OrderEvent } from '../ordering/events.js';
import type { OrderCommand } from '../ordering/order/commands.js';
import { decide } from '../ordering/order/decide.js';
import type { OrderState, PlacedOrderState } from '../ordering/order/state.js';
import type { TwoStreamDecision } from '../platform/event-log/two-stream-command.js';
import type { PaymentAttemptClosed, PaymentClosingFailed, PaymentConfirmationFailed, PaymentEvent } from './events.js';
import type { MidtransTransaction } from './midtrans/midtrans-types.js';
import type { PaymentState } from './payment-state.js';

/** What a status says of an attempt, from a confirmed report or from a notification alone. */
type StatusReport = Pick<MidtransTransaction, 'order_id' | 'transaction_status' | 'fraud_status'>;

/** The attempt's facts, and what the status comes to for the order, for the order to decide on. */
export interface StatusDecision {
  payment: PaymentEvent[];
  order: OrderCommand | null;
}

/**
 * What a status the provider confirmed means for an attempt, and the outcome it reports to the
 * order (ordering/order decides what that does to the order). News only: the same status again,
 * or one that would move the attempt back (a late pending or expire after the settlement),
 * decides nothing. The amount expected is what the attempt charged (the order's total, plus the
 * virtual account's admin fee for a bank transfer). An attempt not of this order is none of its
 * business.
 */
export function decideConfirmedStatus(
  order: PlacedOrderState,
  payment: PaymentState,
  report: MidtransTransaction,
  context: { notificationId: string | null; now: Date },
): StatusDecision {
  const attempt = payment.attempts.get(report.order_id);
  if (!attempt || !isNewsForAttempt(payment, report)) return { payment: [], order: null };
  const outcome = paymentOutcome(report.transaction_status, report.fraud_status);

  const at = context.now.toISOString();
  const amount = rupiahFromProvider(report.gross_amount ?? '') ?? 0;
  const fact = {
    orderId: order.orderId,
    attemptId: report.order_id,
    transactionId: report.transaction_id ?? '',
    paymentType: report.payment_type ?? attempt.started.method,
    amount,
    at,
  };
  const confirmed: PaymentEvent = {
    type: 'PaymentStatusConfirmed',
    data: {
      ...{ orderId: order.orderId, attemptId: report.order_id, transactionId: fact.transactionId },
      ...{ transactionStatus: report.transaction_status, fraudStatus: report.fraud_status ?? null },
      ...{ statusCode: report.status_code, paymentType: fact.paymentType, grossAmount: report.gross_amount ?? null },
      ...{ settlementTime: report.settlement_time ?? null, notificationId: context.notificationId, confirmedAt: at },
    },
  };
  const transactionStatus = report.transaction_status;
  const expected = attempt.started.amount;
  return {
    payment: [confirmed],
    order: { type: 'RecordPaymentOutcome', outcome, payment: fact, expected, transactionStatus },
  };
}

/**
 * A confirmed status decided on both streams: the attempt's facts for `payment-{orderId}`, and
 * what the order (ordering/order) decides on the outcome they report, for `order-{orderId}`.
 * Nothing for an order the shop does not have.
 */
export function decideConfirmation(
  payment: PaymentState,
  order: OrderState,
  report: MidtransTransaction,
  context: { notificationId: string | null; now: Date },
): TwoStreamDecision<PaymentEvent, OrderEvent> {
  if (order.status === 'none') return [[], []];
  const decision = decideConfirmedStatus(order, payment, report, context);
  return [decision.payment, decision.order ? decide(decision.order, order, context.now) : []];
}

/**
 * Whether a status the provider confirmed tells an attempt of this order anything: not when the
 * attempt is not one of the order's, nor the same status again, nor one that would move it back.
 * Statuses recorded only ever move forward, so an answer of no from an older read of the payments
 * stays no on a newer one.
 */
export function isNewsForAttempt(payment: PaymentState, report: StatusReport): boolean {
  const attempt = payment.attempts.get(report.order_id);
  if (!attempt) return false;
  const outcome = paymentOutcome(report.transaction_status, report.fraud_status);
  const same = outcome === attempt.outcome && report.transaction_status === attempt.transactionStatus;
  return !same && paymentOutcomeRank(outcome) >= paymentOutcomeRank(attempt.outcome);
}

/**
 * Whether a notification says nothing new before anyone asks Midtrans: a waiting status (it
 * cannot move money) for an attempt already known at that status or past it. Checking it would
 * ask Midtrans about a payment nobody has made news of; a settlement whose own notification
 * never came is found by reconciliation, which asks about every open attempt.
 */
export function isNotificationNoNews(payment: PaymentState, notified: StatusReport): boolean {
  return (
    paymentOutcome(notified.transaction_status, notified.fraud_status) === 'waiting' &&
    payment.attempts.has(notified.order_id) &&
    !isNewsForAttempt(payment, notified)
  );
}

/**
 * An open attempt of a cancelled order, closed at the provider (`expired`, or `not_found` when it
 * never had it): recorded once, so a repeated closing job records nothing twice.
 */
export function decideClosed(payment: PaymentState, closed: Omit<PaymentAttemptClosed['data'], 'at'>, now: Date) {
  if (payment.attempts.get(closed.attemptId)?.closed) return [];
  const event: PaymentAttemptClosed = { type: 'PaymentAttemptClosed', data: { ...closed, at: now.toISOString() } };
  return [event];
}

/** A payment job that ran out of tries: checking a status (of its attempt and notification), or closing an order's attempts. */
export type PaymentJobFailure =
  | ({ job: 'confirm-payment' } & Omit<PaymentConfirmationFailed['data'], 'at'>)
  | ({ job: 'expire-payments' } & Omit<PaymentClosingFailed['data'], 'at' | 'attemptId'>);

/** The failure, for staff on the order's timeline: recorded each time a job gives up. */
export function decideJobFailure(failure: PaymentJobFailure, now: Date): PaymentEvent[] {
  const at = now.toISOString();
  if (failure.job === 'confirm-payment') {
    const { orderId, attemptId, notificationId, error, attempts } = failure;
    return [{ type: 'PaymentConfirmationFailed', data: { orderId, attemptId, notificationId, error, attempts, at } }];
  }
  const { orderId, error, attempts } = failure;
  return [{ type: 'PaymentClosingFailed', data: { orderId, attemptId: '*', error, attempts, at } }];
}
