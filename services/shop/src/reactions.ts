import type { NewEvent } from '@kilau/event-store';

import { orderingReactions } from './ordering/reactions.js';
import { paymentReactions } from './payment/reactions.js';
import type { JobRequest } from './platform/jobs/job-request.js';
import { jobsFor as jobsOf, type Reaction } from './platform/parts/shop-parts.js';
import { shippingReactions } from './shipping/reactions.js';

/** What reacts to events with jobs: each context's mapper from its events to the jobs they call for. */
export const reactions: Reaction[] = [orderingReactions, paymentReactions, shippingReactions];

/** The jobs a batch of appended events calls for, to be written to the outbox with them. */
export function jobsFor(streamId: string, events: readonly NewEvent[]): JobRequest[] {
  return jobsOf(reactions, streamId, events);
}
