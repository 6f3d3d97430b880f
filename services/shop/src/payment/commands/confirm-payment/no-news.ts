import type { EventLog } from '../../../platform/event-log/event-log.js';
import { isNewsForAttempt, isNotificationNoNews } from '../../decider.js';
import type { MidtransTransaction } from '../../midtrans/midtrans-types.js';
import { loadPayments } from '../../payment-stream.js';
import type { NotifiedStatus } from './command.js';

/**
 * A notification whose status is no news to its attempt (see `isNotificationNoNews`): it ends
 * before the provider is asked, on one read without locks.
 */
export async function notificationIsNoNews(
  log: EventLog,
  orderId: number,
  attemptId: string,
  notified: NotifiedStatus,
): Promise<boolean> {
  const known = await loadPayments(log.autocommit, log.store, orderId);
  const claim = {
    order_id: attemptId,
    transaction_status: notified.transactionStatus,
    fraud_status: notified.fraudStatus,
  };
  return isNotificationNoNews(known.state, claim);
}

/**
 * Most notifications of a busy hour repeat what is known: one read without locks says so, and the
 * answer holds on any newer read (statuses only move forward). An attempt not seen yet may be in a
 * transaction still writing it, so it is left to the locked read, which waits for that.
 */
export async function answerIsNoNews(
  log: EventLog,
  orderId: number,
  attemptId: string,
  report: MidtransTransaction,
): Promise<boolean> {
  const known = await loadPayments(log.autocommit, log.store, orderId);
  return known.state.attempts.has(attemptId) && !isNewsForAttempt(known.state, report);
}
