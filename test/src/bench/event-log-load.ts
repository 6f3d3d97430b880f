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

/** Rebuilds every read model from the whole log: events read a second, per model and overall. */
export async function replayAll(
  shop: ShopUnderTest,
): Promise<{ perModel: Array<[string, number, number]>; perSecond: number }> {
  const pool = new pg.Pool({ connectionString: shop.config.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const perModel: Array<[string, number, number]> = [];
  let events = 0;
  let ms = 0;
  for (const model of readModels()) {
    const result = await rebuildProjection(pgDatabase(pool), new EventStore(), model, { batchSize: 1000 });
    perModel.push([model.name, result.events, result.ms]);
    events += result.events;
    ms += result.ms;
  }
  await pool.end();
  return { perModel, perSecond: events / (ms / 1000) };
}
