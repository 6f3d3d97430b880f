import { ExpectedVersionConflict } from './conflict.js';
import type { SqlSession } from './sql-session.js';
import type { AppendResult, ExpectedVersion } from './types.js';

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

/** The stream's version now; 0 when it has no events. */
export async function streamVersion(session: SqlSession, streamId: string): Promise<number> {
  const { rows } = await session.query<{ version: number }>('SELECT version FROM event_streams WHERE stream_id = $1', [
    streamId,
  ]);
  return rows[0]?.version ?? 0;
}
