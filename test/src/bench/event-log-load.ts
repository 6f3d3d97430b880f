import pg from 'pg';

import { EventStore, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { readModels } from '@kilau/shop';

import type { ShopUnderTest } from '../shop-app.js';

/** Appends of one event a transaction to `count` new streams by `writers` writers at once: appends a second. */
export async function appendEvents(shop: ShopUnderTest, count: number, writers: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: shop.config.databaseUrl, max: writers });
  pool.on('error', () => undefined);
  const db = pgDatabase(pool);
  const store = new EventStore();
  let next = 0;
  const started = performance.now();
  const writer = async () => {
    while (next < count) {
      const i = next++;
      await db.transaction((session) =>
        store.append(session, `bench-${i}`, [{ type: 'BenchEventRecorded', data: { i, note: 'satu peristiwa' } }], {
          expectedVersion: 0,
          metadata: { actor: { kind: 'system' } },
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  const perSecond = count / ((performance.now() - started) / 1000);
  await pool.end();
  return perSecond;
}

/**
 * Copies the orders the load placed into `orders` more order streams of the same shape (a tenth of
 * them cancelled), straight in SQL: setting up the log to replay is not what is measured.
 */
export async function growOrderLog(shop: ShopUnderTest, orders: number): Promise<void> {
  await shop.sql.query(
    `WITH sample AS (SELECT data FROM events WHERE event_type = 'OrderPlaced' LIMIT 1),
     ids AS (SELECT 50000000 + i AS id, i FROM generate_series(1, $1) AS i)
     INSERT INTO event_streams (stream_id, stream_type, version)
     SELECT 'order-' || id, 'order', CASE WHEN i % 10 = 0 THEN 2 ELSE 1 END FROM ids`,
    [orders],
  );
  await shop.sql.query(
    `WITH sample AS (SELECT data FROM events WHERE event_type = 'OrderPlaced' LIMIT 1)
     INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
     SELECT 'order-' || (50000000 + i), 'order', 1, gen_random_uuid(), 'OrderPlaced',
       jsonb_set(sample.data, '{orderId}', to_jsonb(50000000 + i)), '{"actor":{"kind":"customer"}}'
     FROM generate_series(1, $1) AS i, sample`,
    [orders],
  );
  await shop.sql.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
     SELECT 'order-' || (50000000 + i), 'order', 2, gen_random_uuid(), 'OrderCancelled',
       jsonb_build_object('orderId', 50000000 + i, 'reason', 'Canceled by user', 'stockReturned', '[]'::jsonb,
         'refundDue', false, 'cancelledAt', now()), '{"actor":{"kind":"staff"}}'
     FROM generate_series(10, $1, 10) AS i`,
    [orders],
  );
}

/**
 * Rebuilds every read model from the whole log, side by side as `npm run replay -- all` does:
 * events read a second, per model and overall (every model's events over the wall time).
 */
export async function replayAll(
  shop: ShopUnderTest,
): Promise<{ perModel: Array<[string, number, number]>; perSecond: number }> {
  const models = readModels();
  const pool = new pg.Pool({ connectionString: shop.config.databaseUrl, max: 3 * models.length });
  pool.on('error', () => undefined);
  const started = performance.now();
  const results: Array<{ events: number; ms: number }> = [];
  for (const model of models)
    results.push(await rebuildProjection(pgDatabase(pool), new EventStore(), model, { batchSize: 2000 }));
  const wallMs = performance.now() - started;
  await pool.end();
  const perModel = models.map((model, i): [string, number, number] => [model.name, results[i]!.events, results[i]!.ms]);
  const events = results.reduce((sum, result) => sum + result.events, 0);
  return { perModel, perSecond: events / (wallMs / 1000) };
}
