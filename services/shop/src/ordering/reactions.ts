import type { NewEvent } from '@kilau/event-store';

import type { JobRequest } from '../platform/jobs/job-request.js';
import type { OrderEvent } from './events.js';

/**
 * What an order's events set going: a placed order starts its payment clock (the unpaid-order
 * rule, due at its payment deadline) and gets its confirmation mail; a cancelled order has its
 * open payments expired at the provider, so nobody pays for what is no longer sold.
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
        { queue: 'customer-mail', name: 'order-placed', jobId: `mail-order-placed_${orderId}`, payload: { orderId } },
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
