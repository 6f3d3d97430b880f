import pg from 'pg';

import { createTestDatabase, type TestDatabase, waitUntil } from '@kilau/test';

import { type Database, EventStore, pgDatabase } from './index.js';
import { readBatch } from './read.js';
import { START } from './types.js';

/**
 * A projection's batch read in one statement: its checkpoint, the log after it and whether the
 * xmin gate holds events back. On the generic plan a prepared statement gets (where a row
 * comparison is guessed to hold for a third of the log) it still reads the log's index from the
 * checkpoint on, never the table from its start.
 */
describe('a projection batch, read in one statement', () => {
  let test: TestDatabase;
  let pool: pg.Pool;
  let db: Database;
  const store = new EventStore();

  beforeAll(async () => {
    test = await createTestDatabase();
    pool = new pg.Pool({ connectionString: test.url, max: 4, options: '-c plan_cache_mode=force_generic_plan' });
    pool.on('error', () => undefined);
    db = pgDatabase(pool, { prepared: true });
    await db.query(
      `WITH streams AS (INSERT INTO event_streams (stream_id, stream_type, version)
         SELECT 'order-' || n, 'order', 1 FROM generate_series(1, 2000) n RETURNING stream_id)
       INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data)
       SELECT stream_id, 'order', 1, gen_random_uuid(), 'OrderPlaced', jsonb_build_object('n', substr(stream_id, 7)::int)
       FROM streams`,
    );
    await db.query('ANALYZE events');
    // the gate is server-wide: another suite's transaction open since before the insert holds the rows back a while
    const readable = async () => (await db.transaction((session) => readBatch(session, 'probe', 5000))).events.length;
    await waitUntil(async () => (await readable()) === 2000, { what: 'the events past the xmin gate' });
  });
  afterAll(async () => {
    await pool.end();
    await test.drop();
  });

  const moveTo = (name: string, transactionId: string, position: string) =>
    db.query(
      `INSERT INTO projection_checkpoints (name, last_transaction_id, last_position) VALUES ($1, $2::xid8, $3::bigint)
       ON CONFLICT (name) DO UPDATE SET last_transaction_id = EXCLUDED.last_transaction_id, last_position = EXCLUDED.last_position`,
      [name, transactionId, position],
    );

  it('reads from the start a projection without a checkpoint, in the order of the log, up to the limit', async () => {
    const batch = await db.transaction((session) => readBatch(session, 'fresh', 500));
    expect(batch.from).toEqual(START);
    expect(batch.events.map((event) => (event.data as { n: number }).n)).toEqual(
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
    expect(batch.heldBack).toBe(false);
  });

  it('reads on from the checkpoint, and nothing after the last event', async () => {
    const first = await db.transaction((session) => readBatch(session, 'fresh', 1500));
    const last = first.events.at(-1)!;
    await moveTo('middle', last.transactionId, last.globalPosition);
    const rest = await db.transaction((session) => readBatch(session, 'middle', 1000));
    expect(rest.from).toEqual({ transactionId: last.transactionId, position: last.globalPosition });
    expect(rest.events.map((event) => (event.data as { n: number }).n)).toEqual(
      Array.from({ length: 500 }, (_, i) => i + 1501),
    );
    const end = rest.events.at(-1)!;
    await moveTo('end', end.transactionId, end.globalPosition);
    expect(await db.transaction((session) => readBatch(session, 'end', 500))).toMatchObject({
      events: [],
      heldBack: false,
    });
  });

  it('stops before an event committed behind a transaction still open, and says it is held back', async () => {
    const open = await pool.connect();
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()'); // an id of its own: the gate stops there
      await db.transaction((session) =>
        store.append(session, 'order-9001', [{ type: 'OrderPlaced', data: { n: 9001 } }], { expectedVersion: 0 }),
      );
      const batch = await db.transaction((session) => readBatch(session, 'end', 500));
      expect(batch.events).toEqual([]);
      expect(batch.heldBack).toBe(true);
    } finally {
      await open.query('ROLLBACK');
      open.release();
    }
    const after = () => db.transaction((session) => readBatch(session, 'end', 500));
    await waitUntil(async () => !(await after()).heldBack, { what: 'the event past the xmin gate' });
    expect((await after()).events.map((event) => event.data)).toEqual([{ n: 9001 }]);
  });

  it('reads the log by its index on the generic plan, for the batch and for what is held back', async () => {
    const plan = await db.transaction(async (session) => {
      await readBatch(session, 'end', 500);
      const { rows } = await session.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE statement LIKE '%AS held_back%'
           AND statement NOT LIKE '%pg_prepared_statements%'`,
      );
      const explained = await session.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) EXECUTE ${rows[0]!.name}('end', 500)`,
      );
      return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
    });
    expect(plan.match(/events_transaction_position_idx/g)).toHaveLength(2);
    expect(plan).not.toContain('Seq Scan');
  });
});
