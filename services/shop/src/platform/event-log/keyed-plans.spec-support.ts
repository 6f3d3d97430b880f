import type { SqlSession } from '@kilau/event-store';

/**
 * A statement run three times for different ids in the session, and how PostgreSQL planned it:
 * generic plans kept, custom plans made for the ids at hand. `mark` tells the suites' texts apart.
 */
export async function plansOfThreeRuns(session: SqlSession, mark: string) {
  const statement = `SELECT count(*) FROM outbox WHERE id = ANY($1::bigint[]) /* ${mark} */`;
  for (const ids of [[1], [2, 3], []]) await session.query(statement, [ids]);
  const { rows } = await session.query<{ generic: number; custom: number }>(
    'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1',
    [statement],
  );
  return rows;
}

/**
 * The plan of a lookup by key on a table of a few rows, analysed so, as a new shop's tables are
 * when their first plans are made: EXPLAIN's JSON as text.
 */
export async function planOfKeyedLookup(session: SqlSession, mark: string): Promise<string> {
  // rows long sent and done: no relay hands them over
  await session.query(`INSERT INTO outbox (queue, job_name, job_id, payload, published_at, done_at)
    SELECT 'spec', 'done', 'small-' || n, '{}', now(), now() FROM generate_series(1, 60) n`);
  await session.query('ANALYZE outbox');
  const statement = `SELECT 1 FROM outbox WHERE job_id = $1 /* ${mark} */`;
  await session.query(statement, ['small-1']);
  const { rows } = await session.query<{ name: string }>(
    'SELECT name FROM pg_prepared_statements WHERE statement = $1',
    [statement],
  );
  const explained = await session.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) EXECUTE ${rows[0]!.name}('small-2')`,
  );
  return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
}
