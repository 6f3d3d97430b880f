import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose rows hold a stock (as 1763800004200 has them). */
export const STOCKED_TABLES = ['products', 'charms', 'gift_sets'];

/** What a stock move writes; a change to any other column is a catalogue change. */
export const MOVE_COLUMNS = ['stock', 'sold_stok', 'updated_at'];

const WHEN = `(to_jsonb(OLD) - ARRAY['stock', 'sold_stok', 'updated_at']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['stock', 'sold_stok', 'updated_at'])`;

/**
 * A stock move no longer wakes `catalogue_row_changed` at all: the trigger of 1763800004200 ran on
 * every update of a stocked row and compared the whole row, old and new, as jsonb, so every unit a
 * checkout took (a product and each charm of its chain) paid for two jsonb copies of its row,
 * ~0.05 of the ~0.19 ms of the database's CPU a stock row's update costs. Now it fires only for an
 * update that sets one of the row's other columns (`UPDATE OF`: the console's saves set them all,
 * a checkout's take sets only the stock's), and the same comparison then tells a real change from
 * the same values written again. A column added to a stocked table must be added to its trigger:
 * `catalogue-row-changed.int.spec.ts` fails until it is.
 */
export class CatalogueRowChangedColumns1763800004700 implements MigrationInterface {
  name = 'CatalogueRowChangedColumns1763800004700';

  async up(q: QueryRunner): Promise<void> {
    for (const table of STOCKED_TABLES) {
      const columns = (await q.query(
        `SELECT quote_ident(attname) AS name FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
           AND attname <> ALL($2::text[])
         ORDER BY attnum`,
        [table, MOVE_COLUMNS],
      )) as Array<{ name: string }>;
      await q.query(`DROP TRIGGER catalogue_row_changed ON ${table}`);
      await q.query(
        `CREATE TRIGGER catalogue_row_changed AFTER UPDATE OF ${columns.map((c) => c.name).join(', ')} ON ${table}
           FOR EACH ROW WHEN (${WHEN}) EXECUTE FUNCTION catalogue_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of STOCKED_TABLES) {
      await q.query(`DROP TRIGGER catalogue_row_changed ON ${table}`);
      await q.query(
        `CREATE TRIGGER catalogue_row_changed AFTER UPDATE ON ${table}
           FOR EACH ROW WHEN (${WHEN}) EXECUTE FUNCTION catalogue_changed()`,
      );
    }
  }
}
