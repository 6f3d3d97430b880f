// Shared by the integration specs (kept out of the package build): pools, writers, and a
// projection that shows a double apply instead of absorbing it.
import pg from 'pg';

import { createTestDatabase, type TestDatabase, waitUntil } from '@kilau/test';

import {
  type Database,
  EventStore,
  pgDatabase,
  type Projection,
  type ProjectionLogger,
  type ProjectionRunner,
  retryOnConflict,
  type SqlSession,
} from './index.js';

/**
 * The suite's own database, a pool of `max` connections on it and a store, made before its tests
 * and dropped after them. Read the fields inside tests and hooks, once `beforeAll` has run.
 */
export function suiteDatabase(max = 10) {
  const suite = {
    database: undefined as unknown as TestDatabase,
    pool: undefined as unknown as pg.Pool,
    db: undefined as unknown as Database,
    store: new EventStore(),
  };
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    suite.pool = openPool(suite.database.url, max);
    suite.db = pgDatabase(suite.pool);
  });
  afterAll(async () => {
    await suite.pool?.end();
    await suite.database?.drop();
  });
  return suite;
}

/** A pool on the suite's database; the database drop at the end terminates its connections. */
export function openPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Counts, per event, how often it was applied: deliberately not idempotent, so a batch applied
 * twice shows as a count of 2 instead of being absorbed. `seq` records the order of application.
 */
export async function tallyProjection(db: Database, name: string, eventTypes?: readonly string[]): Promise<Projection> {
  await db.transaction((s) =>
    s.query(`CREATE TABLE ${name} (
      seq bigserial, event_id uuid PRIMARY KEY, stream_id text NOT NULL, stream_version int NOT NULL,
      times int NOT NULL DEFAULT 1)`),
  );
  return {
    name,
    eventTypes,
    async apply(session, events) {
      await session.query(
        `INSERT INTO ${name} (event_id, stream_id, stream_version)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[])
         ON CONFLICT (event_id) DO UPDATE SET times = ${name}.times + 1`,
        [events.map((e) => e.eventId), events.map((e) => e.streamId), events.map((e) => e.streamVersion)],
      );
    },
    async reset(session) {
      await session.query(`TRUNCATE ${name}`);
    },
  };
}

export interface TallyRow {
  event_id: string;
  stream_id: string;
  stream_version: number;
  times: number;
}

export async function tallyRows(session: SqlSession, name: string): Promise<TallyRow[]> {
  const { rows } = await session.query<TallyRow>(
    `SELECT event_id, stream_id, stream_version, times FROM ${name} ORDER BY seq`,
  );
  return rows;
}

/**
 * Appends `total` events from `writers` concurrent writers over `streams` streams, each append a
 * load, decide, append with the expected version and retried on conflict, as the shop's handlers do.
 * Types alternate between Counted and Noted.
 */
export async function appendConcurrently(
  db: Database,
  store: EventStore,
  total: number,
  options: { writers?: number; streams?: number; prefix?: string } = {},
): Promise<void> {
  let claimed = 0;
  const writer = async () => {
    while (claimed < total) {
      const count = Math.min(2, total - claimed);
      const first = claimed;
      claimed += count;
      const streamId = `${options.prefix ?? 'tally'}-${first % (options.streams ?? 7)}`;
      const events = Array.from({ length: count }, (_, i) => ({
        type: (first + i) % 2 === 0 ? 'Counted' : 'Noted',
        data: { n: first + i },
      }));
      await retryOnConflict(
        () =>
          db.transaction(async (session) => {
            const { version } = await store.readStream(session, streamId);
            await store.append(session, streamId, events, { expectedVersion: version });
          }),
        { attempts: 50, baseDelayMs: 2 },
      );
    }
  };
  await Promise.all(Array.from({ length: options.writers ?? 10 }, writer));
}

/** The last event of the log in (transaction, position) order, as a checkpoint. */
export async function head(session: SqlSession): Promise<{ transactionId: string; position: string }> {
  const { rows } = await session.query<{ transactionId: string; position: string }>(
    `SELECT transaction_id::text AS "transactionId", global_position::text AS position
     FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  return rows[0] ?? { transactionId: '0', position: '0' };
}

/**
 * Until the xmin gate has passed every event in the log, so a scan behind it (a rebuild's) reads
 * them all: the gate is server-wide, so a transaction open in any database (another suite's)
 * holds it back.
 */
export function gatePassed(db: Database): Promise<true> {
  return waitUntil(
    () =>
      db.transaction(async (session) => {
        const { transactionId } = await head(session);
        const { rows } = await session.query<{ passed: boolean }>(
          'SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS passed',
          [transactionId],
        );
        return rows[0]!.passed;
      }),
    { what: 'the xmin gate to pass the end of the log', timeoutMs: 20_000 },
  );
}

/** Keeps what a runner logs as errors, so a test can say how often a batch failed. */
export function recordingLogger() {
  const errors: object[] = [];
  const logger: ProjectionLogger = { info: () => undefined, warn: () => undefined, error: (obj) => errors.push(obj) };
  return { logger, errors };
}

/**
 * Catches the runner up until no event lies beyond its checkpoints. One catch-up may not do: the
 * xmin gate is server-wide, so a transaction open in any database (another suite's) holds it back.
 */
export function settle(runner: ProjectionRunner): Promise<true> {
  return waitUntil(
    async () => {
      await runner.catchUp();
      return (await runner.lag()).every((projection) => projection.behind === 0);
    },
    { what: 'the projections to reach the end of the log' },
  );
}

/**
 * A read model of one row per stream that a rebuild can write whole: how many of the stream's
 * events it saw, their types in order, its last version. Live, each event is a guarded upsert;
 * whole, `fold` makes the row from the stream's events (and throws at stream `failAt`, counted from
 * 1, when given). A secondary index shows whether a rebuild puts indexes back.
 */
export async function latestProjection(
  db: Database,
  name: string,
  options: { eventTypes?: readonly string[]; failAt?: number } = {},
): Promise<Projection> {
  await db.transaction(async (s) => {
    await s.query(`CREATE TABLE IF NOT EXISTS ${name} (
      stream_id text PRIMARY KEY, seen int NOT NULL, kinds text NOT NULL, last_version int NOT NULL)`);
    await s.query(`CREATE INDEX IF NOT EXISTS ${name}_seen_idx ON ${name} (seen DESC, stream_id)`);
  });
  let folded = 0;
  return {
    name,
    eventTypes: options.eventTypes,
    async apply(session, events) {
      for (const event of events) {
        await session.query(
          `INSERT INTO ${name} AS t (stream_id, seen, kinds, last_version) VALUES ($1, 1, $2, $3)
           ON CONFLICT (stream_id) DO UPDATE
             SET seen = t.seen + 1, kinds = t.kinds || ' ' || EXCLUDED.kinds, last_version = EXCLUDED.last_version
             WHERE t.last_version < EXCLUDED.last_version`,
          [event.streamId, event.type, event.streamVersion],
        );
      }
    },
    async reset(session) {
      await session.query(`TRUNCATE ${name}`);
    },
    byStream: {
      table: name,
      fold(events) {
        if (++folded === options.failAt) throw new Error(`stream ${folded} cannot be folded`);
        const kinds = events.map((event) => event.type).join(' ');
        return {
          stream_id: events[0]!.streamId,
          seen: events.length,
          kinds,
          last_version: events.at(-1)!.streamVersion,
        };
      },
    },
  };
}

/** The rows `latestProjection` must hold: the log's events of the types, per stream, as SQL counts them. */
export async function latestFromLog(session: SqlSession, types?: readonly string[]) {
  const { rows } = await session.query(
    `SELECT stream_id, count(*)::int AS seen, string_agg(event_type, ' ' ORDER BY stream_version) AS kinds,
       max(stream_version) AS last_version
     FROM events WHERE $1::text[] IS NULL OR event_type = ANY ($1::text[]) GROUP BY stream_id ORDER BY stream_id`,
    [types ?? null],
  );
  return rows;
}

/** A table's rows in key order, and its indexes' definitions. */
export async function tableState(session: SqlSession, table: string) {
  const { rows } = await session.query(`SELECT * FROM ${table} ORDER BY stream_id`);
  const { rows: indexes } = await session.query<{ indexdef: string }>(
    'SELECT indexdef FROM pg_indexes WHERE tablename = $1 ORDER BY indexname',
    [table],
  );
  const { rows: constraints } = await session.query<{ definition: string }>(
    `SELECT conname || ' ' || pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = $1::regclass ORDER BY conname`,
    [table],
  );
  return {
    rows,
    indexes: indexes.map((index) => index.indexdef),
    constraints: constraints.map((constraint) => constraint.definition),
  };
}
