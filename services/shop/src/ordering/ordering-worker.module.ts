import { Module } from '@nestjs/common';

import { MailModule } from '../platform/mail/mail.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { CustomerMailProcessor } from './jobs/customer-mail.processor.js';
import { OrderTimeoutsProcessor } from './jobs/order-timeouts.processor.js';
import { UnpaidSweep } from './jobs/unpaid-sweep.js';
import { OrderingModule } from './ordering.module.js';

/**
 * Ordering's jobs in the worker: the customer's mails (a finished order's review link is made by
 * the reviews, hence their module), each order's payment deadline, and the sweep of unpaid orders
 * whose deadline job was lost.
 */
@Module({
  imports: [OrderingModule, ReviewsModule, MailModule],
  providers: [CustomerMailProcessor, OrderTimeoutsProcessor, UnpaidSweep],
})
export class OrderingWorkerModule {}
