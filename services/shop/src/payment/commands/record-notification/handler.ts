import { createHash, randomUUID } from 'node:crypto';

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { mayMoveMoney } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { EventLog } from '../../../event-log/event-log.js';
import { ShopError } from '../../../http/shop-error.js';
import type { JobRequest } from '../../../jobs/job-request.js';
import { outboxInsert } from '../../../jobs/outbox.js';
import { currentLogger } from '../../../logging/logger.js';
import { orderIdOfAttempt } from '../../events.js';
import { hasValidSignature } from '../../midtrans/signature.js';
import { RecordPaymentNotification } from './command.js';

/**
 * Keeps a notification and answers at once; a job checks it with the provider's status API
 * before anything is recorded on the order (a notification is a hint, the status API the truth).
 * A wrong signature is refused and only logged. The same notification again is counted, not
 * kept twice, and starts no second check.
 */
@CommandHandler(RecordPaymentNotification)
export class RecordPaymentNotificationHandler implements ICommandHandler<RecordPaymentNotification, { status: 'ok' }> {
  constructor(
    private readonly log: EventLog,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute({ notification, client }: RecordPaymentNotification): Promise<{ status: 'ok' }> {
    if (!hasValidSignature(notification, this.config.midtrans.serverKey)) {
      currentLogger().warn(
        { security: 'payment_notification_bad_signature', provider_order_id: notification.order_id, client },
        'payment notification with a wrong signature refused',
      );
      throw new ShopError(401, 'invalid_signature', 'The notification signature is not valid');
    }
    await this.keep(notification);
    return { status: 'ok' };
  }

  /**
   * The row and, when it is new, its check job, in one statement: atomic without a transaction
   * of its own, and one round trip, which is what lets the webhook take a flood.
   */
  private async keep(notification: RecordPaymentNotification['notification']): Promise<void> {
    const id = randomUUID();
    const outbox = outboxInsert([confirmJob(notification, id)], 9, '(SELECT inserted FROM kept)');
    const { rows } = await this.log.autocommit.query<{ queued: number }>(
      `WITH kept AS (
         INSERT INTO payment_notifications
           (id, fingerprint, provider_order_id, order_id, transaction_status, status_code, gross_amount, body)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (fingerprint) DO UPDATE SET times_received = payment_notifications.times_received + 1
         RETURNING (xmax = 0) AS inserted),
       queued AS (${outbox.sql})
       SELECT count(*)::int AS queued FROM queued`,
      [
        id,
        fingerprint(notification),
        notification.order_id,
        orderIdOfAttempt(notification.order_id) ?? null,
        notification.transaction_status,
        notification.status_code,
        notification.gross_amount,
        JSON.stringify(notification),
        ...outbox.params,
      ],
    );
    if (rows[0]!.queued > 0) this.log.jobsWritten();
  }
}

/** What makes two notifications the same news: the transaction, its status, its amount. */
function fingerprint(n: RecordPaymentNotification['notification']): string {
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
 * The job that checks a kept notification with the status API; its id is the notification's. A
 * notification that cannot move money is checked on a queue of its own, at a bounded rate, so a
 * flood of them neither crowds the webhook nor holds back the checks that may settle an order.
 */
function confirmJob(notification: RecordPaymentNotification['notification'], notificationId: string): JobRequest {
  return {
    queue: mayMoveMoney(notification.transaction_status, notification.fraud_status) ? 'payments' : 'payment-checks',
    name: 'confirm-payment',
    jobId: `confirm-payment_${notificationId}`,
    payload: { attemptId: notification.order_id, notificationId },
  };
}
