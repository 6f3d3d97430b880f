import type { SqlSession } from '@kilau/event-store';

/** A table of a few rows, analysed so: what a new shop's tables are when their first plans are made. */
export const SMALL_OUTBOX = `INSERT INTO outbox (queue, job_name, job_id, payload)
  SELECT 'mail', 'send', 'small-' || n, '{}' FROM generate_series(1, 60) n`;

/**
 * The plan the session's prepared statement `statement` runs on (it must have run in the
 * session), for `args` as SQL literals: EXPLAIN's JSON as text.
 */
export async function preparedPlan(session: SqlSession, statement: string, args: string): Promise<string> {
  const { rows } = await session.query<{ name: string }>(
    'SELECT name FROM pg_prepared_statements WHERE statement = $1',
    [statement],
  );
  const explained = await session.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) EXECUTE ${rows[0]!.name}(${args})`,
  );
  return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
}
