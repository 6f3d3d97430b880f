import type { StreamCommand } from '../../platform/event-log/stream-command.js';
import type { JobEnd } from '../../platform/jobs/job-outcomes.js';
import type { OrderCommand } from '../order/commands.js';
import { decide } from '../order/decide.js';
import type { OrderState } from '../order/state.js';
import { orderStream } from '../order-stream.js';

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

/**
 * A job about an order (its payload names `orderId`, a mail's included) that failed for good: the
 * order decides `RecordJobFailure` (a `JobFailed` on its timeline) at `now`, in the transaction
 * that marks the job's outbox row failed.
 */
export function orderJobFailure(end: JobEnd, payload: Record<string, unknown>, now: Date): StreamCommand | undefined {
  const orderId = payload.orderId;
  if (typeof orderId !== 'number' || RECORD_THEIR_OWN.has(`${end.queue} ${end.name}`)) return undefined;
  const command: OrderCommand = {
    type: 'RecordJobFailure',
    ...{ queue: end.queue, job: end.name, jobId: end.jobId, attempts: end.attempts, error: end.error },
  };
  return { stream: orderStream(orderId), decide: (state: OrderState) => decide(command, state, now) };
}
