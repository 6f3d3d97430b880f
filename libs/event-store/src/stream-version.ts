import { ExpectedVersionConflict } from './conflict.js';
import type { SqlSession } from './sql-session.js';
import type { AppendResult, ExpectedVersion } from './types.js';

const CREATE_STREAM = `
  INSERT INTO event_streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
  ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
const CREATE_OR_GROW_STREAM = `
  INSERT INTO event_streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
  ON CONFLICT (stream_id) DO UPDATE SET version = event_streams.version + EXCLUDED.version, updated_at = now()
  RETURNING version`;
const GROW_STREAM = `
  UPDATE event_streams SET version = version + $2, updated_at = now()
  WHERE stream_id = $1 AND version = $3 RETURNING version`;

/** Answers the stream's new version, or throws the conflict when it is not at `expected`. */
export async function moveStreamVersion(
  session: SqlSession,
  streamId: string,
  streamType: string,
  count: number,
  expected: ExpectedVersion,
): Promise<number> {
  const { rows } = await (expected === 'any'
    ? session.query<{ version: number }>(CREATE_OR_GROW_STREAM, [streamId, streamType, count])
    : expected === 0
      ? session.query<{ version: number }>(CREATE_STREAM, [streamId, streamType, count])
      : session.query<{ version: number }>(GROW_STREAM, [streamId, count, expected]));
  const version = rows[0]?.version;
  if (version === undefined)
    throw new ExpectedVersionConflict(streamId, expected, await streamVersion(session, streamId));
  return version;
}

/** Appending no events writes nothing and sends no NOTIFY, but the expected version is still checked. */
export async function checkStreamVersion(
  session: SqlSession,
  streamId: string,
  expected: ExpectedVersion,
): Promise<AppendResult> {
  const { rows } = await session.query<{ version: number; last: string | null }>(
    `SELECT s.version,
       (SELECT e.global_position::text FROM events e WHERE e.stream_id = s.stream_id ORDER BY e.stream_version DESC LIMIT 1) AS last
     FROM event_streams s WHERE s.stream_id = $1`,
    [streamId],
  );
  const actual = rows[0]?.version ?? 0;
  if (expected !== 'any' && expected !== actual) throw new ExpectedVersionConflict(streamId, expected, actual);
  return { nextVersion: actual, lastPosition: rows[0]?.last ?? '0' };
}

async function streamVersion(session: SqlSession, streamId: string): Promise<number> {
  const { rows } = await session.query<{ version: number }>('SELECT version FROM event_streams WHERE stream_id = $1', [
    streamId,
  ]);
  return rows[0]?.version ?? 0;
}
