import type { NewEvent } from '@kilau/event-store';

import type { JobRequest } from '../platform/jobs/job-request.js';
import type { OrderEvent } from './events.js';

/**
 * What an order's events set going: a cancelled order has its open payments expired at the
 * provider, so nobody pays for what is no longer sold. A placed order sets nothing going here:
 * its confirmation mail the checkout writes itself (confirmation-mail.ts), and its payment
 * deadline the worker's sweep applies (unpaid-sweep.ts), from the table of orders waiting for
 * payment rather than from a delayed job an order.
 */
export function orderingReactions(_streamId: string, recorded: NewEvent): JobRequest[] {
  const event = recorded as unknown as OrderEvent;
  switch (event.type) {
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
