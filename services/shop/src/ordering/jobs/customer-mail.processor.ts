import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';

import type { CourierEntry } from '@kilau/domain';

import { EventLog } from '../../platform/event-log/event-log.js';
import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { currentLogger, rootLogger, runWithLogger } from '../../platform/logging/logger.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { type ReviewLinkOutcome, SendReviewLink } from '../../reviews/commands/send-review-link/command.js';
import { orderPlacedMail, parcelOnItsWayMail, paymentReceiptMail } from '../mails/order-mails.js';
import { OrderAccess } from '../order-access.js';
import { loadOrder } from '../order-stream.js';

/** An order's id, and for the pickup mail J&T's waybill and its pickup entry. */
type CustomerMailPayload = { orderId: number; awb?: string; entry?: CourierEntry };

/**
 * Writes the mails an order's events call for, from the order as its stream has it, and hands
 * them to the mail queue under an id of their own, so a retried job sends each mail once (the
 * parcel's pickup mail carries J&T's entry in its job). A
 * finished order's `review-link` job goes to the reviews, which make the link and its mail together.
 */
@Processor('customer-mail', { concurrency: 5, ...WORKER_LOCK })
export class CustomerMailProcessor extends WorkerHost {
  constructor(
    private readonly log: EventLog,
    private readonly mail: MailOutbox,
    private readonly commands: CommandBus,
    private readonly access: OrderAccess,
  ) {
    super();
  }

  process(job: Job<CustomerMailPayload>): Promise<string> {
    const logger = rootLogger().child({ queue: 'customer-mail', job: job.name, job_id: job.id });
    return runWithLogger(logger, async () => {
      if (job.name === 'review-link') return this.reviewLink(job.data.orderId);
      const { state } = await loadOrder(this.log.autocommit, this.log.store, job.data.orderId);
      if (state.status === 'none') throw new Error(`order ${job.data.orderId} has no events`);
      const { orderId } = job.data;
      const tracking = this.access.trackingLink(orderId);
      const message = mailFor(job, state, tracking);
      await this.mail.send(`mail_${job.id}`, { ...message, orderId });
      return 'queued';
    });
  }

  private async reviewLink(orderId: number): Promise<string> {
    const result = await this.commands.execute<SendReviewLink, ReviewLinkOutcome>(new SendReviewLink(orderId));
    if (result.outcome === 'not_done' || result.outcome === 'not_found') {
      currentLogger().warn({ order_id: orderId, ...result }, 'review link not sent: the order is not done');
    }
    return result.outcome;
  }
}

type OrderState = Exclude<Awaited<ReturnType<typeof loadOrder>>['state'], { status: 'none' }>;

/** The mail a job names, written from the order's stream (and, for the pickup, J&T's entry the job carries). */
function mailFor(job: Job<CustomerMailPayload>, state: OrderState, tracking: string) {
  switch (job.name) {
    case 'payment-receipt':
      return paymentReceiptMail(state, state.paidAt ?? new Date().toISOString(), tracking);
    case 'parcel-on-its-way': {
      const { awb, entry } = job.data;
      if (!awb || !entry) throw new Error(`job ${job.id} carries no courier entry`);
      return parcelOnItsWayMail(state, { awb, entry }, tracking);
    }
    default:
      // 'order-placed': only jobs written before the checkout came to write its order's mail itself
      return orderPlacedMail(state, tracking);
  }
}
