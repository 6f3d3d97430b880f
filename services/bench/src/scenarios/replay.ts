import pg from 'pg';

import { eventsNotApplied, EventStore, pgDatabase, type Projection, rebuildProjections } from '@kilau/event-store';
import { waitUntil } from '@kilau/local-stack';
import { readModels } from '@kilau/shop';

import { cpuSpent } from '../cpu.js';
import type { Figure } from '../figures.js';

const BASE = 50_000_000;

/**
 * Grows the log by `orders` order streams shaped like the bench's own orders (a tenth of them
 * cancelled), straight in SQL: setting up the log is not what is measured. The read models fold
 * them in, so the staff's orders table then holds that many orders more. The grown log is then
 * vacuumed and analysed, as autovacuum has long since done to a log written over months: left to
 * it, its vacuum and analyse of the events ran during the first rebuild measured, on the same cores.
 * It answers once the shop's own read models have folded the grown log in, as they long since
 * would have: left to run, their catch-up of the new orders shared the cores with the rebuilds
 * measured (the first, the staff's orders table, took twice its time beside it).
 */
export async function growOrderLog(sql: pg.Pool, orders: number): Promise<void> {
  await sql.query(
    `INSERT INTO event_streams (stream_id, stream_type, version)
     SELECT 'order-' || ($2::int + i), 'order', CASE WHEN i % 10 = 0 THEN 2 ELSE 1 END FROM generate_series(1, $1) AS i`,
    [orders, BASE],
  );
  await sql.query(
    `WITH sample AS (SELECT data FROM events WHERE event_type = 'OrderPlaced' ORDER BY global_position LIMIT 1)
     INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
     SELECT 'order-' || ($2::int + i), 'order', 1, gen_random_uuid(), 'OrderPlaced',
       sample.data || jsonb_build_object('orderId', $2::int + i, 'email', 'pembeli' || (i % 5000) || '@example.com',
         'placedAt', now() - ((i * 7919) % 525600) * interval '1 minute'),
       '{"actor":{"kind":"customer"}}'
     FROM generate_series(1, $1) AS i, sample`,
    [orders, BASE],
  );
  await sql.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
     SELECT 'order-' || ($2::int + i), 'order', 2, gen_random_uuid(), 'OrderCancelled',
       jsonb_build_object('orderId', $2::int + i, 'reason', 'Canceled by user', 'stockReturned', '[]'::jsonb,
         'refundDue', false, 'cancelledAt', now()), '{"actor":{"kind":"staff"}}'
     FROM generate_series(10, $1, 10) AS i`,
    [orders, BASE],
  );
  await sql.query('VACUUM ANALYZE event_streams, events');
  await waitUntil(async () => (await eventsNotApplied(sql)) === 0, {
    timeoutMs: 300_000,
    intervalMs: 250,
    what: "the shop's read models to fold the grown log in",
  });
}

/**
 * Rebuilds every read model from the whole log, each alone and then all at once as `npm run
 * replay -- all` does (one read of the log for all): events a second each, and the CPU an event
 * cost this process and PostgreSQL (the database is on this machine).
 */
export async function replayFigures(databaseUrl: string, add: (figure: Figure) => void): Promise<void> {
  const models = readModels();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: models.length + 2,
    idleTimeoutMillis: 0,
    application_name: 'kilau-bench-replay',
  });
  pool.on('error', () => undefined);
  try {
    const backends = await openConnections(pool, models.length + 2);
    // a rebuild reads only the event types its read models fold: the figure is over the whole log it rebuilt from
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const logEvents = rows[0]!.n;
    const replay = async (id: string, scenario: string, chosen: Projection[]) => {
      const [ours, theirs] = [process.cpuUsage(), cpuSpent(backends)];
      const { events, ms } = await rebuildProjections(pgDatabase(pool), new EventStore(), chosen, { batchSize: 2000 });
      const [node, postgres] = [process.cpuUsage(ours), theirs.stop()];
      const perEvent = (µs: number) => (µs / logEvents).toFixed(1);
      add({
        id,
        scenario,
        value: (logEvents / ms) * 1000,
        unit: 'events/s',
        notes:
          `${logEvents} events (${events} of the types read) in ${(ms / 1000).toFixed(1)} s; ` +
          `CPU an event: Node ${perEvent(node.user + node.system)} µs, ` +
          `PostgreSQL ${perEvent(postgres * 1000)} µs`,
      });
    };
    for (const model of models) await replay(`replay-${model.name}`, `replay, read model ${model.name}`, [model]);
    await replay('replay-all', `replay, the ${models.length} read models at once`, models);
  } finally {
    await pool.end();
  }
}

/** Opens the pool's connections up front and answers their server processes' ids, to count their CPU. */
async function openConnections(pool: pg.Pool, count: number): Promise<number[]> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  try {
    return await Promise.all(
      clients.map(
        async (client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
      ),
    );
  } finally {
    for (const client of clients) client.release();
  }
}
