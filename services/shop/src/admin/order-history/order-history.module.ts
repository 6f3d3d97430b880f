import { Module } from '@nestjs/common';

import { MarkLatePaymentRefundedHandler } from './commands/mark-refunded/handler.js';
import { LatePaymentsController } from './late-payments.controller.js';
import { GetOrderTimelineHandler } from './queries/get-order-timeline.js';
import { ListLatePaymentsHandler } from './queries/list-late-payments.js';
import { OrderJobs } from './queries/order-jobs.js';
import { TimelineController } from './timeline.controller.js';

/** An order's timeline and the orders paid after cancellation, for the console (staff only). */
@Module({
  controllers: [TimelineController, LatePaymentsController],
  providers: [GetOrderTimelineHandler, ListLatePaymentsHandler, MarkLatePaymentRefundedHandler, OrderJobs],
})
export class OrderHistoryModule {}
