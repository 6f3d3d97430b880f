import type { NewEvent } from '@kilau/event-store';

import type { OrderEvent } from '../ordering/events.js';
import type { JobRequest } from '../platform/jobs/job-request.js';

/** J&T's tracking code for the courier picking the parcel up (libs/domain courier.ts). */
const PICKED_UP = 100;

/**
 * What the parcel's events set going: a settled payment asks J&T for the waybill (and so does a
 * waybill asked for again after its job gave up); a waybill that came for an order cancelled
 * meanwhile is cancelled at J&T; a parcel J&T picked up mails the customer that it is on its way,
 * in the courier's words; a delivered order mails a review link.
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
      const { orderId, awb } = event.data;
      const jobs: JobRequest[] = [];
      // J&T writes its pickup once in a waybill's history, so the shopper hears it once, even when a
      // refresh brings the pickup and later stages together
      const pickup = event.data.entries.find((entry) => Number(entry.status_code) === PICKED_UP);
      if (pickup) {
        jobs.push({
          queue: 'customer-mail',
          name: 'parcel-on-its-way',
          jobId: `mail-parcel-on-its-way_${orderId}`,
          payload: { orderId, awb, entry: pickup },
        });
      }
      if (event.data.status === 'done') {
        jobs.push({
          queue: 'customer-mail',
          name: 'review-link',
          jobId: `mail-review-link_${orderId}`,
          payload: { orderId },
        });
      }
      return jobs;
    }
    default:
      return [];
  }
}
