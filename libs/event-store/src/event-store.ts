import { appendToStream } from './append.js';
import { readAll, readStream } from './read.js';
import type { SqlSession } from './sql-session.js';
import type { AppendOptions, AppendResult, Checkpoint, NewEvent, RecordedEvent } from './types.js';

export const DEFAULT_NOTIFY_CHANNEL = 'kilau_events';

/**
 * Streams and the global log over the caller's transactions: the store opens none of its own, so
 * events, outbox rows and stock updates commit or roll back together.
 */
export class EventStore {
  readonly notifyChannel: string;

  constructor(options: { notifyChannel?: string } = {}) {
    this.notifyChannel = options.notifyChannel ?? DEFAULT_NOTIFY_CHANNEL;
  }

  /**
   * Appends to a stream of type = the id's prefix before the first '-'. Throws
   * ExpectedVersionConflict, having written nothing, when the stream is not at the expected version.
   */
  append(
    session: SqlSession,
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return appendToStream(session, streamId, events, options, this.notifyChannel);
  }

  /**
   * The stream's version and its events from `fromVersion` (the first event's version, default 1)
   * on. With `forUpdate`, the stream is locked until the transaction ends: writers of one busy
   * stream (a cart changed from many tabs) then queue instead of losing the race and retrying,
   * and the expected version stays the backstop (a stream's first two writers still race).
   */
  readStream(
    session: SqlSession,
    streamId: string,
    options: { fromVersion?: number; forUpdate?: boolean } = {},
  ): Promise<{ version: number; events: RecordedEvent[] }> {
    return readStream(session, streamId, options.fromVersion ?? 1, options.forUpdate);
  }

  /**
   * A stream folded into state: `evolve` applied to each event from `initial`, with the version the
   * next append must expect. Takes the same options as {@link readStream} (`forUpdate` for a command).
   */
  async foldStream<State, Event>(
    session: SqlSession,
    streamId: string,
    fold: { initial: State; evolve: (state: State, event: Event) => State },
    options: { forUpdate?: boolean } = {},
  ): Promise<{ state: State; version: number }> {
    const { version, events } = await this.readStream(session, streamId, options);
    const state = events.reduce((current, event) => fold.evolve(current, event as unknown as Event), fold.initial);
    return { state, version };
  }

  /**
   * The global log after `after`, in (transaction_id, global_position) order, never past an event
   * whose transaction may still commit (see `readAll` in read.ts). Read before writing in the transaction.
   */
  readAll(
    session: SqlSession,
    options: { after: Checkpoint; limit: number; types?: readonly string[] },
  ): Promise<RecordedEvent[]> {
    return readAll(session, options.after, options.limit, options.types);
  }
}
