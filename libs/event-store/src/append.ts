import { randomUUID } from 'node:crypto';

import type { SqlSession } from './sql-session.js';
import { checkStreamVersion, moveStreamVersion } from './stream-version.js';
import type { AppendOptions, AppendResult, NewEvent } from './types.js';

const INSERT_EVENTS = `
  WITH appended AS (
    INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
    SELECT $1, $2, $3::int + e.n::int - 1, e.event_id, e.event_type, e.data, e.metadata
    FROM unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY AS e(event_id, event_type, data, metadata, n)
    RETURNING global_position
  )
  SELECT max(global_position)::text AS last FROM appended`;

/**
 * Appends in the caller's transaction: first the stream's version moves (conditionally), then the
 * events go in with one INSERT, then a NOTIFY that PostgreSQL delivers at commit. A conflicting
 * writer waits on the stream row and then finds the version moved, so conflicts surface here and
 * not as a primary-key violation on `events`, which stays the backstop.
 */
export async function appendToStream(
  session: SqlSession,
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
  notifyChannel: string,
): Promise<AppendResult> {
  const streamType = streamTypeOf(streamId);
  const expected = options.expectedVersion;
  if (expected !== 'any' && !(Number.isInteger(expected) && expected >= 0)) {
    throw new RangeError(`An expected version is a whole number from 0 or 'any', not ${expected}`);
  }
  if (events.length === 0) return checkStreamVersion(session, streamId, expected);
  const nextVersion = await moveStreamVersion(session, streamId, streamType, events.length, expected);
  const { rows } = await session.query<{ last: string }>(INSERT_EVENTS, [
    streamId,
    streamType,
    nextVersion - events.length + 1,
    events.map((event) => event.eventId ?? randomUUID()),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data ?? null)),
    events.map((event) => JSON.stringify({ ...options.metadata, ...event.metadata })),
  ]);
  await session.query(`SELECT pg_notify($1, '')`, [notifyChannel]);
  return { nextVersion, lastPosition: rows[0]?.last ?? '0' };
}

/** `order-8f2c` is of type `order`: the type is what comes before the first dash. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  if (dash <= 0) throw new RangeError(`A stream id is "<type>-<id>", e.g. "order-42", not "${streamId}"`);
  return streamId.slice(0, dash);
}
