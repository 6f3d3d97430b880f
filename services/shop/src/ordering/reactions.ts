import type { NewEvent } from '@kilau/event-store';

import type { JobRequest } from '../platform/jobs/job-request.js';
import type { OrderEvent } from './events.js';

/**
 * What an order's events set going: a placed order starts its payment clock (the unpaid-order
 * rule, due at its payment deadline; its confirmation mail the checkout writes itself, beside
 * this job: confirmation-mail.ts); a cancelled order has its open payments expired at the
 * provider, so nobody pays for what is no longer sold.
 */
export function orderingReactions(_streamId: string, recorded: NewEvent): JobRequest[] {
  const event = recorded as unknown as OrderEvent;
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId, paymentDeadline } = event.data;
      return [
        {
          queue: 'order-timeouts',
          name: 'unpaid-timeout',
          jobId: `unpaid-timeout_${orderId}`,
          payload: { orderId },
          notBefore: paymentDeadline,
        },
      ];
    }
    case 'OrderCancelled':
      return [
        {
          queue: 'payments',
          name: 'expire-payments',
          jobId: `expire-payments_${event.data.orderId}`,
          payload: { orderId: event.data.orderId },
        },
      ];
    default:
      return [];
  }
}
