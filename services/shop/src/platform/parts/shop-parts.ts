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

/** A class TypeORM maps to a table. */
export type EntityClass = new (...args: never[]) => object;

/**
 * One context's part in the platform's work: the tables it maps, what reacts to its events with
 * jobs, the read models it keeps from the event log, what it decides when one of its jobs failed for good. Plain data
 * kept in the context's own folder (`<context>.parts.ts`): its Nest module registers it with
 * {@link ShopPartsModule.forFeature}, and the tools that run without Nest read the same object.
 */
export interface ContextParts {
  /** The context's folder name; two registrations under one name are a mistake. */
  readonly context: string;
  readonly entities?: readonly EntityClass[];
  readonly reactions?: readonly Reaction[];
  readonly readModels?: () => Projection[];
  readonly jobFailureCommands?: readonly JobFailureCommand[];
}

/** Every registered context's parts, gathered: what the platform's modules work with. */
export interface ShopParts {
  /** The contexts that registered, by name. */
  contexts: readonly string[];
  entities: readonly EntityClass[];
  reactions: readonly Reaction[];
  readModels: () => Projection[];
  jobFailureCommands: readonly JobFailureCommand[];
}

/** The gathered {@link ShopParts} of every context the process imports. */
export const SHOP_PARTS = Symbol('SHOP_PARTS');

/** The token under which each `ShopPartsModule.forFeature` holds its context's parts. */
export const CONTEXT_PARTS = Symbol('CONTEXT_PARTS');

/**
 * The parts of the given contexts, in the order of the contexts' names, so that a process finding
 * them in its modules and a tool given a list gather the same thing in the same order.
 */
export function gatherParts(registered: Iterable<ContextParts>): ShopParts {
  const contexts = [...new Set(registered)].sort((a, b) => a.context.localeCompare(b.context));
  const twice = contexts.find((parts, index) => contexts[index + 1]?.context === parts.context);
  if (twice) throw new Error(`the context ${twice.context} registered two different sets of parts`);
  return {
    contexts: contexts.map((parts) => parts.context),
    entities: contexts.flatMap((parts) => parts.entities ?? []),
    reactions: contexts.flatMap((parts) => parts.reactions ?? []),
    readModels: () => contexts.flatMap((parts) => parts.readModels?.() ?? []),
    jobFailureCommands: contexts.flatMap((parts) => parts.jobFailureCommands ?? []),
  };
}

/** The jobs a batch of appended events calls for, by every registered reaction. */
export function jobsFor(reactions: readonly Reaction[], streamId: string, events: readonly NewEvent[]): JobRequest[] {
  return events.flatMap((event) => reactions.flatMap((react) => react(streamId, event)));
}
