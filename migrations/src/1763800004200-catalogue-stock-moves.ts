import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose rows hold a stock, which checkouts and cancellations move. */
const STOCKED_TABLES = ['products', 'charms', 'gift_sets'];

/** What a stock move writes: the units left, the units sold, the moment. */
const MOVE_COLUMNS = `ARRAY['stock', 'sold_stok', 'updated_at']`;

/**
 * A stock move is told apart from any other change to a stocked table: it notifies
 * `catalogue_stock_moved`, which the API processes hear as "forget, but at most once a second
 * while moves go on" (each checkout moves a stock, so under a run of orders the catalogue's ready
 * answers would otherwise be forgotten at every order and every read computed again), while any
 * other change to the row (a name, a price, a picture, a rating) still notifies
 * `catalogue_changed` and is shown at once. Inserts, deletes and truncates notify
 * `catalogue_changed` as before. Row triggers with a WHEN: a row whose condition does not hold
 * calls no function.
 */
export class CatalogueStockMoves1763800004200 implements MigrationInterface {
  name = 'CatalogueStockMoves1763800004200';

  async up(q: QueryRunner): Promise<void> {
    // any trigger may notify the channel it names: the first of its arguments
    await q.query(`
      CREATE FUNCTION notify_channel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], '');
        RETURN NULL;
      END $$`);
    for (const table of STOCKED_TABLES) {
      await q.query(`DROP TRIGGER catalogue_changed ON ${table}`);
      await q.query(
        `CREATE TRIGGER catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`,
      );
      await q.query(
        `CREATE TRIGGER catalogue_row_changed AFTER UPDATE ON ${table} FOR EACH ROW
           WHEN ((to_jsonb(OLD) - ${MOVE_COLUMNS}) IS DISTINCT FROM (to_jsonb(NEW) - ${MOVE_COLUMNS}))
           EXECUTE FUNCTION catalogue_changed()`,
      );
      await q.query(
        `CREATE TRIGGER catalogue_stock_moved AFTER UPDATE OF stock, sold_stok ON ${table} FOR EACH ROW
           WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.sold_stok IS DISTINCT FROM NEW.sold_stok)
           EXECUTE FUNCTION notify_channel('catalogue_stock_moved')`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of STOCKED_TABLES) {
      await q.query(`DROP TRIGGER catalogue_stock_moved ON ${table}`);
      await q.query(`DROP TRIGGER catalogue_row_changed ON ${table}`);
      await q.query(`DROP TRIGGER catalogue_changed ON ${table}`);
      await q.query(
        `CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`,
      );
    }
    await q.query(`DROP FUNCTION notify_channel()`);
  }
}
