import type { JobRequest } from '../../../platform/jobs/job-request.js';
import { mailJob } from '../../../platform/mail/mail-outbox.js';
import type { OrderPlaced } from '../../events.js';
import { orderPlacedMail } from '../../mails/order-mails.js';

/**
 * The order's confirmation mail as the mail queue's job, written by the checkout in the statement
 * that places the order: the order and its mail are recorded together or not at all, and the
 * worker only sends it (it used to write it first from a job of its own, a hop of three
 * statements and a queued job an order). Its id is the one that hop gave it, so an order whose
 * hop was still waiting when this took over gets its mail once.
 */
export function confirmationMail(order: OrderPlaced['data'], tracking: string): JobRequest {
  const { orderId } = order;
  return mailJob(`mail_mail-order-placed_${orderId}`, { ...orderPlacedMail(order, tracking), orderId });
}
