import pg from 'pg';

import { createTestDatabase, type TestDatabase } from '@kilau/test';

/** The tables whose rows hold a stock, and what a stock move writes (migration 1763800004700). */
const STOCKED = ['products', 'charms', 'gift_sets'];
const MOVE_COLUMNS = ['stock', 'sold_stok', 'updated_at'];

/**
 * `catalogue_row_changed` fires for an update that sets any column of a stocked row but the stock
 * move's own: a column added to the table and left out of the trigger would be changed by the
 * console without the catalogue's ready answers being forgotten. This names the column.
 */
describe("the catalogue's row trigger, column by column", () => {
  let database: TestDatabase;
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it.each(STOCKED)('on %s, watches every column a stock move leaves alone, and only those', async (table) => {
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
  });
});
