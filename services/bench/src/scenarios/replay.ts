import pg from 'pg';

import { EventStore, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { readModels } from '@kilau/shop';

import type { Figure } from '../figures.js';

const BASE = 50_000_000;

/**
 * Grows the log by `orders` order streams shaped like the bench's own orders (a tenth of them
 * cancelled), straight in SQL: setting up the log is not what is measured. The read models fold
 * them in, so the staff's orders table then holds that many orders more.
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
}

/** Rebuilds every read model from the whole log, one after another as `npm run replay` does: events a second each. */
export async function replayFigures(databaseUrl: string, add: (figure: Figure) => void): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  try {
    for (const model of readModels()) {
      const { events, ms } = await rebuildProjection(pgDatabase(pool), new EventStore(), model, { batchSize: 2000 });
      add({
        id: `replay-${model.name}`,
        scenario: `replay, read model ${model.name}`,
        value: (events / ms) * 1000,
        unit: 'events/s',
        floor: '60,000 events/s',
        notes: `${events} events in ${(ms / 1000).toFixed(1)} s`,
      });
    }
  } finally {
    await pool.end();
  }
}
