import type { JobEnd } from '../../platform/jobs/job-outcomes.js';
import { type JobFailed, orderStreamId } from '../events.js';

/**
 * Jobs that record their own failure on the order, in their own words (PaymentConfirmationFailed,
 * ShipmentCreationFailed...): a second, generic fact would say the same thing twice.
 */
const RECORD_THEIR_OWN = new Set([
  'payments confirm-payment',
  'payments expire-payments',
  'payment-checks confirm-payment',
  'shipping create-waybill',
]);

/** A job about an order (its payload names `orderId`, a mail's included) that failed for good: `JobFailed` on the order. */
export function orderJobFailed(end: JobEnd, payload: Record<string, unknown>, now: Date) {
  const orderId = payload.orderId;
  if (typeof orderId !== 'number' || RECORD_THEIR_OWN.has(`${end.queue} ${end.name}`)) return undefined;
  const event: JobFailed = {
    type: 'JobFailed',
    data: {
      orderId,
      queue: end.queue,
      job: end.name,
      jobId: end.jobId,
      attempts: end.attempts,
      error: end.error,
      at: now.toISOString(),
    },
  };
  return { streamId: orderStreamId(orderId), event };
}
