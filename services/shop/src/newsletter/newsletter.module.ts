import { Module } from '@nestjs/common';

import { SubscribeToNewsletterHandler } from './commands/subscribe/handler.js';
import { NewsletterController } from './newsletter.controller.js';
import { ListSubscriptionsHandler } from './queries/list-subscriptions.js';

@Module({
  controllers: [NewsletterController],
  providers: [SubscribeToNewsletterHandler, ListSubscriptionsHandler],
})
export class NewsletterModule {}
