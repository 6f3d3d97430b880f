import pg from 'pg';

import { createTestDatabase, type TestDatabase } from '@kilau/test';

import { anyEventAfter } from './checkpoints.js';
import { type Database, pgDatabase, type SqlSession } from './index.js';
import type { Checkpoint } from './types.js';

/**
 * A projection's look past its batch (is anything held back behind the xmin gate?) on the plan a
 * prepared statement gets: generic, where a row comparison is guessed to hold for a third of the
 * log. It must read the index from the checkpoint on, never the table from its start.
 */
describe('checkpoints on generic plans', () => {
  let test: TestDatabase;
  let pool: pg.Pool;
  let db: Database;
  let last: Checkpoint;

  beforeAll(async () => {
    test = await createTestDatabase();
    pool = new pg.Pool({ connectionString: test.url, max: 2, options: '-c plan_cache_mode=force_generic_plan' });
    db = pgDatabase(pool, { prepared: true });
    await db.query(
      `WITH streams AS (INSERT INTO event_streams (stream_id, stream_type, version)
         SELECT 'order-' || n, 'order', 1 FROM generate_series(1, 2000) n RETURNING stream_id)
       INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data)
       SELECT stream_id, 'order', 1, gen_random_uuid(), 'OrderPlaced', '{}' FROM streams`,
    );
    await db.query('ANALYZE events');
    const { rows } = await db.query<Checkpoint>(
      `SELECT transaction_id::text AS "transactionId", global_position::text AS position
       FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    last = rows[0]!;
  });
  afterAll(async () => {
    await pool.end();
    await test.drop();
  });

  const planOfLook = async (session: SqlSession) => {
    const { rows } = await session.query<{ name: string }>(
      `SELECT name FROM pg_prepared_statements WHERE statement LIKE '%FROM events WHERE (transaction_id, global_position) >%'
         AND statement NOT LIKE '%pg_prepared_statements%'`,
    );
    const explained = await session.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) EXECUTE ${rows[0]!.name}('${last.transactionId}', ${last.position})`,
    );
    return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
  };

  it('finds an event after a checkpoint and none after the last, reading the index', async () => {
    const plan = await db.transaction(async (session) => {
      expect(await anyEventAfter(session, { transactionId: '0', position: '0' })).toBe(true);
      expect(await anyEventAfter(session, last)).toBe(false);
      return planOfLook(session);
    });
    expect(plan).toContain('events_transaction_position_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
