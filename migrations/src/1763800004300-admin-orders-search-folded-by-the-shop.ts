import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff orders table's folded search text written by its read model (`foldForSearch`, the
 * shop's own fold) instead of derived by the database: a full rebuild copied every row through
 * `kilau_fold`, a SQL function the server cannot inline (it wraps the STABLE unaccent), which cost
 * as much again as the rest of the copy (100,000 rows: 375 against 228 ms), on the cores the log's
 * scan was using. The rows kept keep the text the database folded, which is the same for names
 * and addresses; a rebuild folds them afresh.
 */
export class AdminOrdersSearchFoldedByTheShop1763800004300 implements MigrationInterface {
  name = 'AdminOrdersSearchFoldedByTheShop1763800004300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_orders ALTER COLUMN search_folded DROP EXPRESSION`);
    await q.query(`ALTER TABLE admin_orders ALTER COLUMN search_folded SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin_orders_search_idx`);
    await q.query(`ALTER TABLE admin_orders DROP COLUMN search_folded`);
    await q.query(
      `ALTER TABLE admin_orders ADD COLUMN search_folded text GENERATED ALWAYS AS (kilau_fold(search_text)) STORED`,
    );
    await q.query(`CREATE INDEX admin_orders_search_idx ON admin_orders USING gin (search_folded gin_trgm_ops)`);
  }
}
