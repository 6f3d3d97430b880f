import type { EventLine } from './event-file.js';
import type { Database } from './sql-session.js';

const PAGE = 1000;

/**
 * Every event recorded at or after `from` (all without it), ordered by global position, handed
 * to `write` a page at a time. One REPEATABLE READ transaction: the file is one consistent
 * snapshot of the log, whatever is appended meanwhile. Answers the number of events written.
 */
export async function exportEvents(
  db: Database,
  options: { from?: Date },
  write: (lines: EventLine[]) => Promise<void> | void,
): Promise<number> {
  return db.transaction(async (session) => {
    await session.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await session.query(`SET LOCAL TIME ZONE 'UTC'`);
    let after = '0';
    let count = 0;
    for (;;) {
      const { rows } = await session.query<EventLine>(
        `SELECT global_position::text AS "position", stream_id AS "streamId", stream_type AS "streamType",
           stream_version AS version, event_id::text AS "eventId", event_type AS type, data, metadata,
           to_json(recorded_at) #>> '{}' AS "recordedAt"
         FROM events
         WHERE global_position > $1::bigint AND ($2::timestamptz IS NULL OR recorded_at >= $2::timestamptz)
         ORDER BY global_position LIMIT $3`,
        [after, options.from?.toISOString() ?? null, PAGE],
      );
      if (!rows.length) return count;
      await write(rows);
      count += rows.length;
      after = rows.at(-1)!.position;
    }
  });
}
