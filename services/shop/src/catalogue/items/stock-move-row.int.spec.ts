import pg from 'pg';

import { GuardedWrite, pgDatabase } from '@kilau/event-store';
import { createTestDatabase, type TestDatabase } from '@kilau/test';

import { takeItemsGuarded } from './take-items.js';

/** The tables whose rows hold a stock, and what a stock move writes (migrations 1763800004700 and -4800). */
const STOCKED = ['products', 'charms', 'gift_sets'];
const MOVE_COLUMNS = ['stock', 'sold_stok', 'updated_at'];

/**
 * What a checkout's take of units costs its rows: an update in place (HOT), which no index of the
 * table reads a column of, and no trigger but the stock move's own. `catalogue_row_changed` fires
 * for an update that sets any other column: one added to the table and left out of the trigger
 * would be changed by the console without the catalogue's ready answers being forgotten.
 */
describe("a stock move's update of its row", () => {
  let database: TestDatabase;
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
    // the pool's end does not wait for the server to close its sessions; the database's drop may end one first
    sql.on('error', () => undefined);
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it.each(STOCKED)(
    'on %s, the row trigger watches every column a stock move leaves alone, and only those',
    async (table) => {
      const { rows } = await sql.query<{ watched: string[] | null; columns: string[] }>(
        `SELECT
         (SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_trigger t
            JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)
          WHERE t.tgrelid = $1::regclass AND t.tgname = 'catalogue_row_changed') AS watched,
         (SELECT array_agg(attname::text ORDER BY attname) FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
            AND attname <> ALL($2::text[])) AS columns`,
        [table, MOVE_COLUMNS],
      );
      expect(rows[0]!.watched).toEqual(rows[0]!.columns);
      expect(rows[0]!.columns).toContain('name');
    },
  );

  it('takes the units of a product and of a charm in place (HOT updates), as a checkout takes them', async () => {
    const product = await sql.query<{ id: number }>(
      `INSERT INTO products (name, price, stock, category, label, images) VALUES ('Kalung Uji', 100000, 5, 'necklace', 'gold', '[]') RETURNING id`,
    );
    const charm = await sql.query<{ id: number }>(
      `INSERT INTO charms (name, price, stock, category, label, image) VALUES ('Charm Uji', 20000, 5, 'alphabet', 'gold', '/c.svg') RETURNING id`,
    );
    const write = new GuardedWrite();
    takeItemsGuarded(write, [
      { kind: 'product', id: product.rows[0]!.id, quantity: 2 },
      { kind: 'charm', id: charm.rows[0]!.id, quantity: 1 },
    ]);
    const counts = await pgDatabase(sql).transaction(async (session) => {
      // this backend's counts not yet reported, before and after: an update that had to write an
      // index entry is not HOT
      const read = async () =>
        (
          await session.query<{ relname: string; n_tup_upd: string; n_tup_hot_upd: string }>(
            `SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_xact_user_tables
             WHERE relname IN ('products', 'charms') ORDER BY relname`,
          )
        ).rows.map((row) => [row.relname, Number(row.n_tup_upd), Number(row.n_tup_hot_upd)] as const);
      const before = await read();
      await write.run(session, 'stock_move_row_spec');
      const after = await read();
      return after.map(([table, updated, hot], i) => [table, updated - before[i]![1], hot - before[i]![2]]);
    });
    expect(counts).toEqual([
      ['charms', 1, 1],
      ['products', 1, 1],
    ]);
    const left = await sql.query(`SELECT stock, sold_stok FROM products WHERE id = $1`, [product.rows[0]!.id]);
    expect(left.rows[0]).toEqual({ stock: 3, sold_stok: 2 });
  });
});
