import type { NewEvent } from '@kilau/event-store';

import type { JobRequest } from './jobs/job-request.js';
import { orderingReactions } from './ordering/reactions.js';
import { paymentReactions } from './payment/reactions.js';
import { shippingReactions } from './shipping/reactions.js';

/** What reacts to events with jobs: each context's mapper from its events to the jobs they call for. */
const reactions: Array<(streamId: string, event: NewEvent) => JobRequest[]> = [
  orderingReactions,
  paymentReactions,
  shippingReactions,
];

/** The jobs a batch of appended events calls for, to be written to the outbox with them. */
export function jobsFor(streamId: string, events: readonly NewEvent[]): JobRequest[] {
  return events.flatMap((event) => reactions.flatMap((react) => react(streamId, event)));
}
