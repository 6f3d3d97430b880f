import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The indexes on the units sold of products and charms (1763800000100, 1763800000600). */
const SOLD_INDEXES = [
  ['products_sold_idx', 'products (sold_stok DESC, id)'],
  ['products_category_sold_idx', 'products (category, sold_stok DESC, id)'],
  ['charms_sold_idx', 'charms (sold_stok DESC, id)'],
  ['charms_category_sold_idx', 'charms (category, sold_stok DESC, id)'],
];

/**
 * Every unit sold moves its row's `sold_stok`, and with `sold_stok` indexed no sale could update
 * its product's or charm's row in place (a HOT update): each checkout wrote a new version of each
 * row it took from into every index of the table (nine for products, seven for charms, the name's
 * trigram index among them) and left as many dead entries for vacuum. Measured on one connection,
 * a stock row's update cost the database 0.26-0.29 ms with the indexes, 0.19-0.20 without, where a
 * read of the row by its key costs 0.115; 99.9 % of the updates were then HOT. The storefront's
 * best-seller listings sort the category's rows instead of walking an index: 1.2 ms against 0.08
 * for a page of a category of 730 among 4,941 products, paid once per page while the catalogue's
 * ready answer stands (a stock move forgets it at most once a second).
 */
export class SalesWithoutSoldIndexes1763800004800 implements MigrationInterface {
  name = 'SalesWithoutSoldIndexes1763800004800';

  async up(q: QueryRunner): Promise<void> {
    for (const [name] of SOLD_INDEXES) await q.query(`DROP INDEX ${name}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, on] of SOLD_INDEXES) await q.query(`CREATE INDEX ${name} ON ${on}`);
  }
}
