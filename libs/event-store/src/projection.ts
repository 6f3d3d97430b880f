import type { SqlSession } from './sql-session.js';
import type { FoldedEvent, RecordedEvent } from './types.js';

/** A read model kept from the global log, one batch per transaction. */
export interface Projection {
  /** Names its checkpoint and its lock: unique, and stable across deployments. */
  readonly name: string;
  /** Event types it reads; undefined = all. Other events still move its checkpoint. */
  readonly eventTypes?: readonly string[];
  /** The tables it keeps (and empties on reset): what a sandbox replay compares with the source's. */
  readonly tables?: readonly string[];
  /**
   * Applies a batch in the runner's transaction. Must be idempotent (guard rows by stream version):
   * the checkpoint commits with the batch, but a batch may still be applied again, e.g. by a rebuild.
   */
  apply(session: SqlSession, events: readonly RecordedEvent[]): Promise<void>;
  /** Empties its read-model tables, for a rebuild. */
  reset(session: SqlSession): Promise<void>;
  /** For a read model of one row per stream: lets a rebuild write its table whole instead of batch by batch. */
  readonly byStream?: StreamFold;
}

/**
 * What a full rebuild needs to write a read model of one row per stream whole, each row once (see
 * `refillByStream`): its table, and a stream's events folded into the stream's row, as the live
 * `apply` would leave it. Values are what `json_populate_recordset` takes for the table's columns.
 */
export interface StreamFold {
  readonly table: string;
  /** One stream's events of the projection's types, in version order; undefined for no row. */
  fold(events: readonly FoldedEvent[]): Readonly<Record<string, unknown>> | undefined;
  /**
   * Top-level keys of an event type's data the fold never reads. A whole rebuild's scan leaves out
   * the keys that every read model it serves leaves unread: less for the server to write out and
   * for this process to parse. Folding an event without them must give the same row.
   */
  readonly unread?: UnreadKeys;
}

/** Keys of each event type's data a fold does not read (see {@link StreamFold}). */
export type UnreadKeys = Readonly<Record<string, readonly string[]>>;

/** The part of a pino logger the runner uses. */
export interface ProjectionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Without a logger given, failures still reach the console; routine news does not. */
export const consoleLogger: ProjectionLogger = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};
