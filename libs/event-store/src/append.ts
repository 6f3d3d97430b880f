import { randomUUID } from 'node:crypto';

import { ExpectedVersionConflict } from './conflict.js';
import type { SqlSession } from './sql-session.js';
import { checkStreamVersion, streamVersion } from './stream-version.js';
import type { AppendOptions, AppendResult, ExpectedVersion, NewEvent } from './types.js';

/** How the stream's row moves, by what the writer expects: $1 stream, $2 type, $3 count, $4 expected version. */
const MOVE_STREAM = {
  any: `INSERT INTO event_streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
        ON CONFLICT (stream_id) DO UPDATE SET version = event_streams.version + EXCLUDED.version, updated_at = now()
        RETURNING version`,
  new: `INSERT INTO event_streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
        ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
  grow: `UPDATE event_streams SET version = version + $3, updated_at = now()
         WHERE stream_id = $1 AND version = $4::int RETURNING version`,
};

/**
 * One statement: the stream's version moves (conditionally), the events go in numbered after it,
 * the caller's `alongside` write goes with them, and a NOTIFY that PostgreSQL delivers at commit
 * wakes the projections (not for events no projection reads: the channel then stays a parameter,
 * unused, so that the later parameters keep their numbers). When the version does not move, nothing is inserted and the conflict is
 * thrown (the caller's transaction, and its `alongside` rows, roll back). A conflicting writer
 * waits on the stream's row and then finds the version moved; the primary key on (stream,
 * version) stays the backstop.
 */
const appendSql = (move: string, alongside: readonly string[] = [], notify = true) => `
  WITH moved AS (${move}),
  appended AS (
    INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
    SELECT $1, $2, moved.version - $3::int + e.n::int, e.event_id, e.event_type, e.data, e.metadata
    FROM moved, unnest($5::uuid[], $6::text[], $7::jsonb[], $8::jsonb[]) WITH ORDINALITY AS e(event_id, event_type, data, metadata, n)
    RETURNING global_position
  )${alongside
    .map(
      (write, i) => `,
  alongside${i || ''} AS (${write})`,
    )
    .join('')}
  SELECT (SELECT version FROM moved) AS version, (SELECT max(global_position)::text FROM appended) AS last,
    $4::int AS expected, ${notify ? `pg_notify($9, '')` : '$9::text'} AS notified`;

const APPEND = { any: appendSql(MOVE_STREAM.any), new: appendSql(MOVE_STREAM.new), grow: appendSql(MOVE_STREAM.grow) };
const APPEND_QUIET = {
  any: appendSql(MOVE_STREAM.any, [], false),
  new: appendSql(MOVE_STREAM.new, [], false),
  grow: appendSql(MOVE_STREAM.grow, [], false),
};

/** Appends in the caller's transaction, in one round trip; see {@link appendSql}. */
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
  const alongside = options.alongside?.(10, 'EXISTS (SELECT 1 FROM moved)');
  const notify = options.notify ?? true;
  const sql = alongside
    ? appendSql(MOVE_STREAM[kindOf(expected)], [alongside.sql].flat(), notify)
    : (notify ? APPEND : APPEND_QUIET)[kindOf(expected)];
  const { rows } = await session.query<{ version: number | null; last: string | null }>(sql, [
    streamId,
    streamType,
    events.length,
    expected === 'any' ? 0 : expected,
    events.map((event) => event.eventId ?? randomUUID()),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data ?? null)),
    events.map((event) => JSON.stringify({ ...options.metadata, ...event.metadata })),
    notifyChannel,
    ...(alongside?.params ?? []),
  ]);
  const version = rows[0]?.version;
  if (version == null) throw new ExpectedVersionConflict(streamId, expected, await streamVersion(session, streamId));
  return { nextVersion: version, lastPosition: rows[0]?.last ?? '0' };
}

function kindOf(expected: ExpectedVersion): keyof typeof MOVE_STREAM {
  return expected === 'any' ? 'any' : expected === 0 ? 'new' : 'grow';
}

/** `order-8f2c` is of type `order`: the type is what comes before the first dash. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  if (dash <= 0) throw new RangeError(`A stream id is "<type>-<id>", e.g. "order-42", not "${streamId}"`);
  return streamId.slice(0, dash);
}
