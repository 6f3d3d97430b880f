import type { EventMetadata, NewEvent, SqlSession } from '@kilau/event-store';

import type { EventLog } from './event-log.js';

/**
 * A stream as its decisions see it: its id, and how its facts fold into the state a command is
 * decided on (Emmett's `initialState` and `evolve`). Methods, so a context can hand the platform
 * a stream of its own state's type where the platform expects any.
 */
export interface DecidedStream<State, Event extends NewEvent> {
  id: string;
  initialState: State;
  evolve(state: State, event: Event): State;
}

/**
 * A decision packed with the stream it is taken on: what a context hands the platform to run
 * (the fact a failed job leaves), its state's type its own.
 */
export interface StreamCommand<State = unknown, Event extends NewEvent = NewEvent> {
  stream: DecidedStream<State, Event>;
  decide(state: State): Event[];
}

/** What a decision on one stream saw and made: the state before, the facts appended, the state after them. */
export interface Handled<State, Event> {
  before: State;
  events: Event[];
  after: State;
}

export interface StreamCommandOptions<Event> {
  metadata: EventMetadata;
  /** Writes that go with the facts in their transaction (stock given back with a cancellation, say). */
  alongside?: (session: SqlSession, events: readonly Event[]) => Promise<void>;
}

/**
 * The shop's stream handler, after Emmett's `CommandHandler`: the stream locked and folded, the
 * decision taken on it, its facts appended expecting the version read, all in one transaction.
 * Another writer that got there first (a version conflict, a serialization failure, a deadlock)
 * makes {@link EventLog.transact} start over on the fresh stream, a bounded number of times, so
 * the decision is always taken on the stream as it stands.
 */
export function handleStreamCommand<State, Event extends NewEvent>(
  log: EventLog,
  stream: DecidedStream<State, Event>,
  decide: (state: State) => Event[],
  options: StreamCommandOptions<Event>,
): Promise<Handled<State, Event>> {
  return log.transact((session) => decideOnStream(log, session, stream, decide, options));
}

/**
 * The same decision in a transaction the caller opened (with writes of its own beside it), which
 * must be one of {@link EventLog.transact}'s, so a conflict starts the whole of it over.
 */
export async function decideOnStream<State, Event extends NewEvent>(
  log: EventLog,
  session: SqlSession,
  stream: DecidedStream<State, Event>,
  decide: (state: State) => Event[],
  options: StreamCommandOptions<Event>,
): Promise<Handled<State, Event>> {
  const { state, version } = await loadLocked(log, session, stream);
  const events = decide(state);
  if (events.length) {
    await options.alongside?.(session, events);
    await log.append(session, stream.id, events, { expectedVersion: version, metadata: options.metadata });
  }
  return handled(stream, state, events);
}

/** What a decision did to a stream: its state before, the facts appended, its state after them. */
export function handled<State, Event extends NewEvent>(
  stream: DecidedStream<State, Event>,
  before: State,
  events: Event[],
): Handled<State, Event> {
  return { before, events, after: events.reduce((next, event) => stream.evolve(next, event), before) };
}

/** The stream folded with its row locked until the transaction ends: its writers queue rather than race. */
export function loadLocked<State, Event extends NewEvent>(
  log: EventLog,
  session: SqlSession,
  stream: DecidedStream<State, Event>,
): Promise<{ state: State; version: number }> {
  const fold = { initial: stream.initialState, evolve: (state: State, event: Event) => stream.evolve(state, event) };
  return log.store.foldStream(session, stream.id, fold, { forUpdate: true });
}
