import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { NewsletterMessages, normalizeEmail } from '@kilau/domain';

import { ShopError } from '../../../http/shop-error.js';
import { type SubscriptionView, toSubscriptionView } from '../../queries/list-subscriptions.js';
import { SubscribeToNewsletter } from './command.js';

/**
 * One subscription per address. The unique index decides, so two tabs subscribing at once give
 * one subscription and one "already subscribed".
 */
@CommandHandler(SubscribeToNewsletter)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletter, SubscriptionView> {
  constructor(private readonly db: DataSource) {}

  async execute({ email, userId }: SubscribeToNewsletter): Promise<SubscriptionView> {
    const address = normalizeEmail(email);
    const [row] = await this.db.query(
      `INSERT INTO newsletter_subscriptions (email, user_id) VALUES ($1, $2)
       ON CONFLICT (email) DO NOTHING RETURNING id, email, created_at`,
      [address, userId],
    );
    if (!row) {
      throw new ShopError(400, 'already_subscribed', NewsletterMessages.alreadySubscribed, {
        fields: { email: [NewsletterMessages.alreadySubscribed] },
      });
    }
    return toSubscriptionView(row);
  }
}
