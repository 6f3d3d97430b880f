import { paymentOutcome, paymentOutcomeRank, rupiahFromProvider } from '@kilau/domain';

import type { OrderState } from '../ordering/decider.js';
import type { OrderEvent } from '../ordering/events.js';
import type { PaymentEvent } from './events.js';
import type { MidtransTransaction } from './midtrans/midtrans-types.js';
import type { PaymentState } from './payment-state.js';

type Placed = Exclude<OrderState, { status: 'none' }>;

/** What a status says of an attempt, from a confirmed report or from a notification alone. */
type StatusReport = Pick<MidtransTransaction, 'order_id' | 'transaction_status' | 'fraud_status'>;

export interface StatusDecision {
  payment: PaymentEvent[];
  order: OrderEvent[];
}

/**
 * What a status the provider confirmed means for an attempt and its order. News only: the same
 * status again, or one that would move the attempt back (a late pending or expire after the
 * settlement), decides nothing. Money that settles is the order's payment when the order waits
 * for it and the amount is what the attempt charged (the order's total, plus the virtual
 * account's admin fee for a bank transfer); arriving for a cancelled or already paid order it
 * is due back; of another amount it is refused and flagged. An attempt not of this order is none
 * of its business.
 */
export function decideConfirmedStatus(
  order: Placed,
  payment: PaymentState,
  report: MidtransTransaction,
  context: { notificationId: string | null; now: Date },
): StatusDecision {
  const attempt = payment.attempts.get(report.order_id);
  if (!attempt || !isNewsForAttempt(payment, report)) return { payment: [], order: [] };
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
  const expected = attempt.started.amount;
  return { payment: [confirmed], order: orderConsequences(order, outcome, fact, expected, report.transaction_status) };
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

function orderConsequences(
  order: Placed,
  outcome: ReturnType<typeof paymentOutcome>,
  fact: { orderId: number; attemptId: string; transactionId: string; paymentType: string; amount: number; at: string },
  expected: number,
  transactionStatus: string,
): OrderEvent[] {
  switch (outcome) {
    case 'paid':
      if (fact.amount !== expected) {
        return [{ type: 'PaymentAmountMismatched', data: { ...fact, expected } }];
      }
      if (order.status === 'pending') return [{ type: 'PaymentSettled', data: fact }];
      if (order.status === 'cancelled') return [{ type: 'PaymentReceivedForCancelledOrder', data: fact }];
      if (order.paidBy !== fact.attemptId)
        return [{ type: 'PaymentReceivedTwice', data: { ...fact, paidBy: order.paidBy ?? '' } }];
      return [];
    case 'failed':
      return order.status === 'pending' ? [{ type: 'PaymentFailed', data: { ...fact, transactionStatus } }] : [];
    case 'expired':
      return order.status === 'pending' ? [{ type: 'PaymentExpired', data: fact }] : [];
    default:
      return [];
  }
}
