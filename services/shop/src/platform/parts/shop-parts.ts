import type { NewEvent, Projection } from '@kilau/event-store';

import type { StreamCommand } from '../event-log/stream-command.js';
import type { JobEnd } from '../jobs/job-outcomes.js';
import type { JobRequest } from '../jobs/job-request.js';

/** A context's mapper from its events to the jobs they call for, written to the outbox with them. */
export type Reaction = (streamId: string, event: NewEvent) => JobRequest[];

/**
 * What a context decides when one of its jobs failed for good (at `now`): a command on one of its
 * streams, which the platform runs through the stream handler; none when not its job.
 */
export type JobFailureCommand = (end: JobEnd, payload: Record<string, unknown>, now: Date) => StreamCommand | undefined;

/**
 * What the contexts hand the platform: the tables TypeORM maps, what reacts to events with jobs,
 * the read models kept from the event log, and what a failed job leaves on their streams. The platform knows
 * no context; the composition root (app.module.ts) gathers these from each context and passes
 * them in through {@link ShopPartsModule}.
 */
/** A class TypeORM maps to a table. */
export type EntityClass = new (...args: never[]) => object;

export interface ShopParts {
  entities: readonly EntityClass[];
  reactions: readonly Reaction[];
  readModels: () => Projection[];
  jobFailureCommands: readonly JobFailureCommand[];
}

export const SHOP_PARTS = Symbol('SHOP_PARTS');

/** The jobs a batch of appended events calls for, by every registered reaction. */
export function jobsFor(reactions: readonly Reaction[], streamId: string, events: readonly NewEvent[]): JobRequest[] {
  return events.flatMap((event) => reactions.flatMap((react) => react(streamId, event)));
}
