import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { type Limiter, RateLimits } from '../../../platform/http/rate-limits/rate-limits.js';
import { currentLogger } from '../../../platform/logging/logger.js';
import { Refused } from '../../../platform/shared/refused.js';
import { hasValidSignature } from '../../midtrans/signature.js';
import { NotificationInbox } from '../../notification-inbox.js';
import { RecordPaymentNotification } from './command.js';

/**
 * Keeps a notification and answers at once; a job checks it with the provider's status API
 * before anything is recorded on the order (a notification is a hint, the status API the truth).
 * A wrong signature is refused and logged, 60 a minute per client at most; Midtrans's own (signed)
 * notifications are never throttled.
 */
@CommandHandler(RecordPaymentNotification)
export class RecordPaymentNotificationHandler implements ICommandHandler<RecordPaymentNotification, { status: 'ok' }> {
  /** Wrong signatures a client may send a minute before it is refused unheard (and unlogged). */
  private readonly wrongSignatures: Limiter;

  constructor(
    private readonly inbox: NotificationInbox,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    limits: RateLimits,
  ) {
    this.wrongSignatures = limits.limiter({ name: 'notification-bad-signature', points: 60, durationSeconds: 60 });
  }

  async execute({ notification, client }: RecordPaymentNotification): Promise<{ status: 'ok' }> {
    if (!hasValidSignature(notification, this.config.midtrans.serverKey)) {
      await this.wrongSignatures.consume(client, 'Too many notifications with a wrong signature');
      currentLogger().warn(
        { security: 'payment_notification_bad_signature', provider_order_id: notification.order_id, client },
        'payment notification with a wrong signature refused',
      );
      throw new Refused('unauthenticated', 'invalid_signature', 'The notification signature is not valid');
    }
    await this.inbox.keep(notification);
    return { status: 'ok' };
  }
}
