import type { NewEvent, Projection } from '@kilau/event-store';

import type { JobEnd } from '../jobs/job-outcomes.js';
import type { JobRequest } from '../jobs/job-request.js';

/** A context's mapper from its events to the jobs they call for, written to the outbox with them. */
export type Reaction = (streamId: string, event: NewEvent) => JobRequest[];

/** The fact a context records when one of its jobs failed for good, and on which stream; none when not its job. */
export type JobFailureFact = (
  end: JobEnd,
  payload: Record<string, unknown>,
  now: Date,
) => { streamId: string; event: NewEvent } | undefined;

/**
 * What the contexts hand the platform: the tables TypeORM maps, what reacts to events with jobs,
 * the read models kept from the event log, and the facts a failed job leaves. The platform knows
 * no context; the composition root (app.module.ts) gathers these from each context and passes
 * them in through {@link ShopPartsModule}.
 */
/** A class TypeORM maps to a table. */
export type EntityClass = new (...args: never[]) => object;

export interface ShopParts {
  entities: readonly EntityClass[];
  reactions: readonly Reaction[];
  readModels: () => Projection[];
  jobFailureFacts: readonly JobFailureFact[];
}

export const SHOP_PARTS = Symbol('SHOP_PARTS');

/** The jobs a batch of appended events calls for, by every registered reaction. */
export function jobsFor(reactions: readonly Reaction[], streamId: string, events: readonly NewEvent[]): JobRequest[] {
  return events.flatMap((event) => reactions.flatMap((react) => react(streamId, event)));
}
