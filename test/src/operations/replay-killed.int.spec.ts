import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { stopChild } from '@kilau/local-stack';

import { createTestDatabase, type TestDatabase } from '../harness/database.js';
import { waitUntil } from '../harness/wait.js';

const replayScript = fileURLToPath(new URL('../../../services/local-stack/dist/replay.js', import.meta.url));
const TABLES = ['order_summaries', 'order_tracking', 'admin_orders'];

/** An order as checkout records it, enough for every read model; `orderId`, e-mail and times set per order. */
const placed = {
  userId: 7,
  lines: [
    {
      cartItemId: 3,
      sourceType: 'product',
      quantity: 2,
      message: 'Untuk\tIbu',
      product: { id: 1, name: 'Kalung Élégance', image: 'k.svg', category: 'necklace', price: 100_000 },
      giftSet: null,
      charms: [{ id: 8, name: 'Bintang', image: 'b.svg', price: 40_000 }],
      pricing: { unitPrice: 90_000, unitOriginalPrice: 100_000, originalPrice: 100_000, lineTotal: 180_000 },
    },
  ],
  totals: { subtotal: 200_000, productDiscount: 20_000, charmDiscount: 0, shipping: 15_000, total: 195_000 },
  shipping: {
    ...{ firstName: 'Ayu', lastName: 'Lestari', email: 'ayu@example.com', phone: '8123456789' },
    ...{ address: 'Jl. Melati 5', city: 'KOTA BANDUNG', district: 'COBLONG', areaCode: 'BDO1' },
    ...{ province: 'Jawa Barat', postalCode: '40132', country: 'IDN', text: 'Jl. Melati 5, KOTA BANDUNG' },
  },
  stock: [],
  campaignIds: [],
};

/** Orders `from`+1 to `to` placed, every tenth cancelled, straight in SQL. */
async function placeOrders(sql: pg.Pool, from: number, to: number): Promise<void> {
  await sql.query(
    `INSERT INTO event_streams (stream_id, stream_type, version)
     SELECT 'order-' || i, 'order', CASE WHEN i % 10 = 0 THEN 2 ELSE 1 END FROM generate_series($1::int + 1, $2) AS i`,
    [from, to],
  );
  await sql.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data)
     SELECT 'order-' || i, 'order', 1, gen_random_uuid(), 'OrderPlaced', $3::jsonb || jsonb_build_object(
       'orderId', i, 'email', 'pembeli' || i || '@example.com',
       'placedAt', now() - i * interval '1 minute', 'paymentDeadline', now() + interval '3 hours')
     FROM generate_series($1::int + 1, $2) AS i`,
    [from, to, JSON.stringify(placed)],
  );
  await sql.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data)
     SELECT 'order-' || i, 'order', 2, gen_random_uuid(), 'OrderCancelled', jsonb_build_object('orderId', i,
       'reason', 'Canceled by user', 'stockReturned', '[]'::jsonb, 'refundDue', false, 'cancelledAt', now())
     FROM generate_series($1::int + 1, $2) AS i WHERE i % 10 = 0`,
    [from, to],
  );
}

/** `npm run replay -- all` as a process of its own on the suite's database. */
function replay(databaseUrl: string) {
  return spawn(process.execPath, [replayScript, 'all'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Replays until every order is in the read models: the xmin gate is server-wide, so a transaction
 * another suite holds open may keep the newest events for the next run.
 */
async function replayAll(databaseUrl: string, sql: pg.Pool, orders: number): Promise<void> {
  await waitUntil(
    async () => {
      const child = replay(databaseUrl);
      const code = await new Promise((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`npm run replay -- all exited with ${String(code)}`);
      const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_orders');
      return rows[0]!.n === orders;
    },
    { timeoutMs: 60_000, what: `a replay of all ${orders} orders` },
  );
}

/**
 * A replay writes each read model whole in one transaction: killed half-way (SIGKILL, no chance to
 * clean up), every read model and its checkpoint are as they were before it, never a mix; the
 * next replay rebuilds them from the log.
 */
describe('npm run replay killed half-way', () => {
  let database: TestDatabase;
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => undefined);
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  const state = async () => {
    const tables: Record<string, string[]> = {};
    for (const table of TABLES) {
      const { rows } = await sql.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY order_id`,
      );
      tables[table] = rows.map((row) => row.row);
    }
    const { rows } = await sql.query(
      'SELECT name, last_transaction_id::text, last_position::text FROM projection_checkpoints ORDER BY name',
    );
    const indexes = await sql.query(`SELECT indexdef FROM pg_indexes WHERE tablename = ANY ($1) ORDER BY indexname`, [
      TABLES,
    ]);
    return { tables, checkpoints: rows, indexes: indexes.rows };
  };

  /** Rows COPY has written so far into a read model, in the replay's uncommitted transactions. */
  const copying = async () => {
    const { rows } = await sql.query<{ copied: number }>(
      `SELECT coalesce(sum(tuples_processed), 0)::int AS copied FROM pg_stat_progress_copy
       WHERE datname = current_database() AND relid::regclass::text = ANY ($1)`,
      [TABLES],
    );
    return rows[0]!.copied;
  };

  it('leaves every read model and checkpoint as it was, and the next replay rebuilds them', async () => {
    await placeOrders(sql, 0, 2_000);
    await replayAll(database.url, sql, 2_000);
    await placeOrders(sql, 2_000, 40_000);
    const old = await state();
    expect(old.tables.admin_orders).toHaveLength(2_000);

    const killed = replay(database.url);
    await waitUntil(async () => (await copying()) > 3_000, {
      timeoutMs: 60_000,
      what: 'the replay to be copying rows',
    });
    await stopChild(killed, 'SIGKILL');
    // the server rolls back the transactions of the killed process's connections
    await waitUntil(async () => (await copying()) === 0, { what: 'the killed replay to be rolled back' });
    expect(await state()).toEqual(old);

    await replayAll(database.url, sql, 40_000);
    const rebuilt = await state();
    for (const table of TABLES) expect(rebuilt.tables[table]).toHaveLength(40_000);
    const cancelled = rebuilt.tables.order_summaries!.filter(
      (row) => JSON.parse(row).fulfillment_status === 'cancelled',
    );
    expect(cancelled).toHaveLength(4_000);
    expect(rebuilt.indexes).toEqual(old.indexes);
    const { rows: last } = await sql.query(
      `SELECT transaction_id::text, global_position::text FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    expect(rebuilt.checkpoints.map((row) => [row.last_transaction_id, row.last_position])).toEqual(
      TABLES.map(() => [last[0].transaction_id, last[0].global_position]),
    );
  }, 180_000);
});
