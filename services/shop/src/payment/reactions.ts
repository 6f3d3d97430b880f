import type { NewEvent } from '@kilau/event-store';

import type { OrderEvent } from '../ordering/events.js';
import type { JobRequest } from '../platform/jobs/job-request.js';

/** A settled payment gets its receipt mail. */
export function paymentReactions(_streamId: string, recorded: NewEvent): JobRequest[] {
  const event = recorded as unknown as OrderEvent;
  if (event.type !== 'PaymentSettled') return [];
  const { orderId } = event.data;
  return [
    { queue: 'customer-mail', name: 'payment-receipt', jobId: `mail-payment-receipt_${orderId}`, payload: { orderId } },
  ];
}
