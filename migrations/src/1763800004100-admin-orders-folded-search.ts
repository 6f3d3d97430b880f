import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff orders table's search text kept folded (case and accents, `kilau_fold`) in a column
 * of its own, as the catalogue's tables keep theirs: the trigram index is built over stored text,
 * so a full rebuild of the read model (its indexes dropped, the rows copied in, the indexes built
 * again) folds each row while it is copied, beside the log's scan, instead of in the index build
 * that follows it on one core; and a search rechecks its candidates against stored text rather
 * than folding each again.
 */
export class AdminOrdersFoldedSearch1763800004100 implements MigrationInterface {
  name = 'AdminOrdersFoldedSearch1763800004100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin_orders_search_idx`);
    await q.query(
      `ALTER TABLE admin_orders ADD COLUMN search_folded text GENERATED ALWAYS AS (kilau_fold(search_text)) STORED`,
    );
    await q.query(`CREATE INDEX admin_orders_search_idx ON admin_orders USING gin (search_folded gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin_orders_search_idx`);
    await q.query(`ALTER TABLE admin_orders DROP COLUMN search_folded`);
    await q.query(
      `CREATE INDEX admin_orders_search_idx ON admin_orders USING gin (kilau_fold(search_text) gin_trgm_ops)`,
    );
  }
}
