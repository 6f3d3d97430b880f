import { createHash, randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { mayMoveMoney } from '@kilau/domain';
import { WriteGatherer } from '@kilau/event-store';

import { EventLog } from '../platform/event-log/event-log.js';
import type { JobRequest } from '../platform/jobs/job-request.js';
import { outboxInsert } from '../platform/jobs/outbox.js';
import type { NotifiedStatus } from './commands/confirm-payment/command.js';
import { orderIdOfAttempt } from './events.js';
import type { MidtransNotification } from './midtrans/midtrans-types.js';
import { routineClaim } from './pending-checks.js';

/** A notification as kept: its row's values and the job that checks it (a routine check, under its claim). */
interface Kept {
  id: string;
  fingerprint: string;
  notification: MidtransNotification;
  times: number;
  job: JobRequest;
  claim: string | null;
}

/**
 * Where notifications are kept as they came, each new one with the job that checks it. The
 * notifications that arrive while a write is in flight are written together in one statement (a
 * flood of webhooks shares round trips and commits); each request is answered once its own
 * notification is committed. The same notification again is counted, not kept twice, and starts
 * no second check, whether it came in an earlier write or in the same one. A new notification that
 * cannot move money queues its check only when none waits for its attempt and claim (pending-checks.ts):
 * a flood of pending notifications for one attempt keeps one check in the queue, not one each.
 */
@Injectable()
export class NotificationInbox {
  // a flood's requests read in one turn share a write rather than the first going alone
  private readonly gatherer = new WriteGatherer<MidtransNotification, void>((batch) => this.write(batch), {
    gatherTurn: true,
  });

  constructor(private readonly log: EventLog) {}

  keep(notification: MidtransNotification): Promise<void> {
    return this.gatherer.add(notification);
  }

  private async write(batch: readonly MidtransNotification[]): Promise<void[]> {
    const rows = distinct(batch);
    const outbox = outboxInsert(
      rows.map((row) => row.job),
      2,
      'job.job_id IN (SELECT job_id FROM fresh WHERE claim IS NULL UNION ALL SELECT job_id FROM waiting)',
    );
    // the rows as one JSON document: node-postgres escapes every element of an array parameter
    // (each body's quotes twice over), which cost more than the whole document's JSON.stringify
    const { rows: answer } = await this.log.autocommit.query<{ queued: number }>(
      `WITH incoming AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS i(id uuid, fingerprint text, provider_order_id text, order_id bigint, transaction_status text,
                status_code text, gross_amount text, body jsonb, times int, job_id text, claim text)),
       kept AS (
         INSERT INTO payment_notifications (id, fingerprint, provider_order_id, order_id, transaction_status,
                                            status_code, gross_amount, body, times_received)
         SELECT id, fingerprint, provider_order_id, order_id, transaction_status, status_code, gross_amount, body, times
         FROM incoming
         ON CONFLICT (fingerprint) DO UPDATE
           SET times_received = payment_notifications.times_received + excluded.times_received
         RETURNING id, (xmax = 0) AS inserted),
       fresh AS (SELECT incoming.* FROM kept JOIN incoming USING (id) WHERE kept.inserted),
       waiting AS (
         INSERT INTO payment_checks_waiting (attempt_id, claim, job_id)
         SELECT DISTINCT ON (provider_order_id, claim) provider_order_id, claim, job_id
         FROM fresh WHERE claim IS NOT NULL ORDER BY provider_order_id, claim, job_id
         ON CONFLICT DO NOTHING
         RETURNING job_id),
       queued AS (${outbox.sql})
       SELECT count(*)::int AS queued FROM queued`,
      [JSON.stringify(rows.map(incomingRow)), ...outbox.params],
    );
    if (answer[0]!.queued > 0 && rows.some(mayMoveMoneyNow)) this.log.jobsWritten();
    return batch.map(() => undefined);
  }
}

/**
 * Whether a kept notification's check is urgent: one that may move money goes to its queue at once,
 * so the relay is told of it. Routine checks wait for the relays' next poll (OutboxRelay's
 * POLL_MS): they run at PAYMENT_CHECK_RATE anyway, and a round of the relay for every batch of a
 * pending flood cost the API more round trips and Redis calls than the notifications' own write.
 */
const mayMoveMoneyNow = (row: Kept) => row.claim === null;

/** A kept notification as its row in the statement's `incoming` set. */
function incomingRow({ id, fingerprint, notification, times, job, claim }: Kept) {
  return {
    id,
    fingerprint,
    provider_order_id: notification.order_id,
    order_id: orderIdOfAttempt(notification.order_id) ?? null,
    transaction_status: notification.transaction_status,
    status_code: notification.status_code,
    gross_amount: notification.gross_amount,
    body: notification,
    times,
    job_id: job.jobId,
    claim,
  };
}

/** The batch with each notification once (one statement may not update a row twice), counted. */
function distinct(batch: readonly MidtransNotification[]): Kept[] {
  const byFingerprint = new Map<string, Kept>();
  for (const notification of batch) {
    const print = fingerprint(notification);
    const seen = byFingerprint.get(print);
    if (seen) {
      seen.times += 1;
      continue;
    }
    const id = randomUUID();
    const job = confirmJob(notification, id);
    const claim = routineClaim(notified(notification));
    byFingerprint.set(print, { id, fingerprint: print, notification, times: 1, job, claim });
  }
  return [...byFingerprint.values()];
}

/** What makes two notifications the same news: the transaction, its status, its amount. */
function fingerprint(n: MidtransNotification): string {
  const parts = [
    n.order_id,
    n.transaction_id,
    n.transaction_status,
    n.status_code,
    n.fraud_status,
    n.gross_amount,
    n.settlement_time,
  ];
  return createHash('sha256')
    .update(parts.map((part) => part ?? '').join('|'))
    .digest('hex');
}

/**
 * The job that checks a kept notification with the status API; its id is the notification's, and
 * it carries what the notification said (a claim that is no news needs no call). A
 * notification that cannot move money is checked on a queue of its own, at a bounded rate, so a
 * flood of them neither crowds the webhook nor holds back the checks that may settle an order.
 */
function confirmJob(notification: MidtransNotification, notificationId: string): JobRequest {
  return {
    queue: mayMoveMoney(notification.transaction_status, notification.fraud_status) ? 'payments' : 'payment-checks',
    name: 'confirm-payment',
    jobId: `confirm-payment_${notificationId}`,
    payload: { attemptId: notification.order_id, notificationId, notified: notified(notification) },
  };
}

/** What a notification claims, as its check reads it. */
function notified(notification: MidtransNotification): NotifiedStatus {
  return { transactionStatus: notification.transaction_status, fraudStatus: notification.fraud_status };
}
