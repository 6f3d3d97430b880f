import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Job, UnrecoverableError } from 'bullmq';

import { runProviderJob } from '../../platform/jobs/provider-job.js';
import { ClosePayments } from '../commands/close-payments/command.js';
import { ConfirmPayment, type NotifiedStatus } from '../commands/confirm-payment/command.js';
import { ReconcilePayments } from '../commands/reconcile-payments/command.js';
import { RecordPaymentJobFailure } from '../commands/record-job-failure/command.js';
import type { PaymentJobFailure } from '../decider.js';
import { orderIdOfAttempt } from '../events.js';
import { PaymentProviderFailure } from '../gateway/payment-gateway.js';
import { PendingChecks } from '../pending-checks.js';

interface ConfirmJob {
  attemptId: string;
  notificationId: string | null;
  notified?: NotifiedStatus;
}

interface CloseJob {
  orderId: number;
}

/**
 * The payment work that calls Midtrans, whichever queue it came on: confirming a notification
 * with the status API, closing a cancelled order's open attempts, reconciling the open attempts
 * no notification settled. A refusal from Midtrans is not retried; anything else is, with
 * backoff, and the last failure is recorded as an event before the job gives up.
 */
@Injectable()
export class PaymentJobs {
  constructor(
    private readonly commands: CommandBus,
    private readonly pending: PendingChecks,
  ) {}

  handle(job: Job, queue: string): Promise<unknown> {
    return runProviderJob(job, queue, {
      run: () => this.run(job),
      isRefusal: (error) => error instanceof PaymentProviderFailure && error.kind === 'refused',
      recordFailure: (error) => this.recordFailure(job, error),
    });
  }

  private async run(job: Job): Promise<unknown> {
    const correlationId = `job:${job.id}`;
    if (job.name === 'confirm-payment') {
      const { attemptId, notificationId, notified } = job.data as ConfirmJob;
      // before anything is read: a notification that comes from now on queues a check of its own
      await this.pending.begun(attemptId, notified, job.id);
      return this.commands.execute(new ConfirmPayment(attemptId, notificationId, correlationId, notified));
    }
    if (job.name === 'expire-payments') {
      return this.commands.execute(new ClosePayments((job.data as CloseJob).orderId, correlationId));
    }
    if (job.name === 'reconcile-payments') return this.commands.execute(new ReconcilePayments(correlationId));
    throw new UnrecoverableError(`no payment job named ${job.name}`);
  }

  private async recordFailure(job: Job, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = job.attemptsMade + 1;
    const record = (failure: PaymentJobFailure) =>
      this.commands.execute(new RecordPaymentJobFailure(failure, `job:${job.id}`));
    if (job.name === 'confirm-payment') {
      const { attemptId, notificationId } = job.data as ConfirmJob;
      const orderId = orderIdOfAttempt(attemptId);
      if (orderId === undefined) return;
      await record({ job: 'confirm-payment', orderId, attemptId, notificationId, error: message, attempts });
    } else if (job.name === 'expire-payments') {
      const { orderId } = job.data as CloseJob;
      await record({ job: 'expire-payments', orderId, error: message, attempts });
    }
  }
}
