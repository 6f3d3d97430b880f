/** Who caused an event: the shop's customers and staff, the system's own jobs, or a provider's callback. */
export interface Actor {
  kind: 'customer' | 'staff' | 'system' | 'provider';
  id?: string | number;
  email?: string;
}

/**
 * What an event says about its origin rather than the fact itself. Correlation ties every event of
 * one request or job together; causation names the event or command that led to this one.
 */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  actor?: Actor;
  idempotencyKey?: string;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  /** A uuid; generated when absent. Giving one lets a retried command keep its event's identity. */
  eventId?: string;
}

/** An event as stored. `globalPosition` (bigint) and `transactionId` (xid8) stay strings: they outgrow JS numbers. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  globalPosition: string;
  transactionId: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * What a fold of one stream reads of its events: a full rebuild's scan reads only these, so each
 * event costs the database no output of its metadata and ids, and this process no parse of them.
 */
export type FoldedEvent<Type extends string = string, Data = unknown> = Pick<
  RecordedEvent<Type, Data>,
  'streamId' | 'streamVersion' | 'type' | 'data' | 'recordedAt'
>;

/** A stream's version is its number of events; 0 = no stream yet. `'any'` appends whatever the version. */
export type ExpectedVersion = number | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** Under each event's own metadata: an event's own keys win. */
  metadata?: EventMetadata;
  /**
   * Another write that goes in the append's own statement, so both cost one round trip: rows that
   * must be written with the events, such as the jobs they call for. Given the number of its first
   * parameter and an SQL condition true only when the events go in (a conflict writes none), it
   * answers a data-modifying statement (an INSERT, say) that honours the condition, and its
   * parameters; or several such statements, whose parameters follow one another in `params`.
   */
  alongside?: (firstParam: number, whenAppended: string) => { sql: string | readonly string[]; params: unknown[] };
  /**
   * Whether the append wakes the projections with a NOTIFY at commit; default true. False for
   * events no projection reads: a NOTIFY serialises committing transactions and sets every
   * listening process reading the log, for nothing; their next batch passes over the events.
   */
  notify?: boolean;
}

export interface AppendResult {
  nextVersion: number;
  lastPosition: string;
}

/**
 * A place in the global log. The log is ordered by (writing transaction, position), not by position
 * alone: positions are handed out before commit, so a smaller one can become visible later.
 */
export interface Checkpoint {
  transactionId: string;
  position: string;
}

/** Before the first event. */
export const START: Checkpoint = Object.freeze({ transactionId: '0', position: '0' });
