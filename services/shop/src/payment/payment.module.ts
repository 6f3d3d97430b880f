import { Module } from '@nestjs/common';

import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { ClosePaymentsHandler } from './commands/close-payments/handler.js';
import { ConfirmPaymentHandler } from './commands/confirm-payment/handler.js';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments/handler.js';
import { RecordPaymentJobFailureHandler } from './commands/record-job-failure/handler.js';
import { RecordPaymentNotificationHandler } from './commands/record-notification/handler.js';
import { StartChargeHandler } from './commands/start-charge/handler.js';
import { StartSnapPaymentHandler } from './commands/start-snap-payment/handler.js';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway.js';
import { MidtransController } from './midtrans.controller.js';
import { MidtransClient } from './midtrans/midtrans-client.js';
import { MidtransGateway } from './midtrans/midtrans-gateway.js';
import { NotificationInbox } from './notification-inbox.js';
import { paymentParts } from './payment.parts.js';
import { PaymentAttempts } from './payment-attempts.js';
import { PaymentsController } from './payments.controller.js';
import { GetPaymentHandler } from './queries/get-payment.js';

const handlers = [
  StartSnapPaymentHandler,
  StartChargeHandler,
  RecordPaymentNotificationHandler,
  ConfirmPaymentHandler,
  ClosePaymentsHandler,
  RecordPaymentJobFailureHandler,
  ReconcilePaymentsHandler,
  GetPaymentHandler,
];

/** Payments through Midtrans (the PaymentGateway's adapter): Snap tokens, bank transfer and QRIS charges, notifications and their checks. */
@Module({
  imports: [ShopPartsModule.forFeature(paymentParts)],
  controllers: [MidtransController, PaymentsController],
  providers: [
    MidtransClient,
    { provide: PAYMENT_GATEWAY, useClass: MidtransGateway },
    PaymentAttempts,
    NotificationInbox,
    ...handlers,
  ],
  exports: [MidtransClient, PAYMENT_GATEWAY],
})
export class PaymentModule {}
