import { Module } from '@nestjs/common';

import { PaymentChecksProcessor } from './jobs/payment-checks.processor.js';
import { PaymentJobs } from './jobs/payment-jobs.js';
import { PaymentsProcessor } from './jobs/payments.processor.js';
import { ReconcileTimer } from './jobs/reconcile-timer.js';
import { PaymentModule } from './payment.module.js';
import { PendingChecks } from './pending-checks.js';

/** Payment's jobs in the worker: Midtrans calls, notification checks, and the reconciling timer. */
@Module({
  imports: [PaymentModule],
  providers: [PaymentJobs, PendingChecks, PaymentsProcessor, PaymentChecksProcessor, ReconcileTimer],
})
export class PaymentWorkerModule {}
