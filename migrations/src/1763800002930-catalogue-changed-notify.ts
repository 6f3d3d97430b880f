import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table a storefront catalogue answer reads (reviews reach it only as products.rating). */
const CATALOGUE_TABLES = [
  'products',
  'charms',
  'product_charms',
  'jewel_set_products',
  'gift_sets',
  'gift_set_products',
  'discount_campaigns',
  'discount_campaign_items',
  'page_banners',
  'photo_gallery',
  'videos',
];

/**
 * A write to the catalogue notifies `catalogue_changed` from inside its own transaction, whoever
 * makes it (the console, a checkout's stock move, a review's rating, a script): PostgreSQL
 * delivers the notification to every listening API process when the transaction commits, and
 * drops it when it rolls back, so each process forgets its ready catalogue answers at once. One
 * notification a statement, and PostgreSQL folds a transaction's identical ones into one.
 */
export class CatalogueChangedNotify1763800002930 implements MigrationInterface {
  name = 'CatalogueChangedNotify1763800002930';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of CATALOGUE_TABLES)
      await q.query(
        `CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) await q.query(`DROP TRIGGER catalogue_changed ON ${table}`);
    await q.query(`DROP FUNCTION catalogue_changed()`);
  }
}
