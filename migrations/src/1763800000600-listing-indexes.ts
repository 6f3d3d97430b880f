import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes in the exact order the storefront's listings sort (a category page by best seller,
 * newest or price, the id breaking ties upwards), so a page is an index walk of a few rows
 * instead of a sort of the whole category. The newest-first indexes are rebuilt with the id
 * ascending, as the listings break ties.
 */
export class ListingIndexes1763800000600 implements MigrationInterface {
  name = 'ListingIndexes1763800000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_created_idx`);
    await q.query(`DROP INDEX charms_created_idx`);
    await q.query(`CREATE INDEX products_created_idx ON products (created_at DESC, id)`);
    await q.query(`CREATE INDEX charms_created_idx ON charms (created_at DESC, id)`);
    await q.query(`CREATE INDEX products_category_sold_idx ON products (category, sold_stok DESC, id)`);
    await q.query(`CREATE INDEX products_category_created_idx ON products (category, created_at DESC, id)`);
    await q.query(`CREATE INDEX products_category_price_idx ON products (category, price, id)`);
    await q.query(`CREATE INDEX charms_category_sold_idx ON charms (category, sold_stok DESC, id)`);
    await q.query(`CREATE INDEX charms_category_created_idx ON charms (category, created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'charms_category_created_idx',
      'charms_category_sold_idx',
      'products_category_price_idx',
      'products_category_created_idx',
      'products_category_sold_idx',
      'charms_created_idx',
      'products_created_idx',
    ]) {
      await q.query(`DROP INDEX ${index}`);
    }
    await q.query(`CREATE INDEX products_created_idx ON products (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX charms_created_idx ON charms (created_at DESC, id DESC)`);
  }
}
