import { Module } from '@nestjs/common';

import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { ConfirmSubscriptionHandler, UnsubscribeHandler } from './commands/confirm/handler.js';
import { SubscribeToNewsletterHandler } from './commands/subscribe/handler.js';
import { NewsletterController } from './newsletter.controller.js';
import { newsletterParts } from './newsletter.parts.js';
import { NewsletterKeys } from './newsletter-keys.js';
import { NewsletterSignups } from './newsletter-signups.js';
import { ListSubscriptionsHandler } from './queries/list-subscriptions.js';

/** The newsletter: signups with double opt-in, the links of its mails, the list for staff. */
@Module({
  imports: [ShopPartsModule.forFeature(newsletterParts)],
  controllers: [NewsletterController],
  providers: [
    NewsletterKeys,
    NewsletterSignups,
    SubscribeToNewsletterHandler,
    ConfirmSubscriptionHandler,
    UnsubscribeHandler,
    ListSubscriptionsHandler,
  ],
  exports: [NewsletterKeys, NewsletterSignups],
})
export class NewsletterModule {}
