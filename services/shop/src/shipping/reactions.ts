import type { NewEvent } from '@kilau/event-store';

import type { JobRequest } from '../jobs/job-request.js';
import type { OrderEvent } from '../ordering/events.js';

/**
 * What the parcel's events set going: a settled payment asks J&T for the waybill (and so does a waybill asked for again after its job
 * gave up); a waybill that
 * came for an order cancelled meanwhile is cancelled at J&T; a delivered order mails the customer
 * a review link.
 */
export function shippingReactions(_streamId: string, recorded: NewEvent): JobRequest[] {
  const event = recorded as unknown as OrderEvent;
  switch (event.type) {
    case 'PaymentSettled': {
      const { orderId } = event.data;
      return [{ queue: 'shipping', name: 'create-waybill', jobId: `create-waybill_${orderId}`, payload: { orderId } }];
    }
    case 'WaybillRequested': {
      // its own job: the one the payment queued has failed for good, and its id is taken
      const { orderId, retry } = event.data;
      const jobId = `create-waybill_${orderId}_again${retry}`;
      return [{ queue: 'shipping', name: 'create-waybill', jobId, payload: { orderId } }];
    }
    case 'WaybillAssigned': {
      if (!event.data.orderCancelled) return [];
      const { orderId, awb } = event.data;
      return [{ queue: 'shipping', name: 'cancel-waybill', jobId: `cancel-waybill_${awb}`, payload: { orderId } }];
    }
    case 'ShipmentProgressed': {
      if (event.data.status !== 'done') return [];
      const { orderId } = event.data;
      return [
        { queue: 'customer-mail', name: 'review-link', jobId: `mail-review-link_${orderId}`, payload: { orderId } },
      ];
    }
    default:
      return [];
  }
}
