import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping: the fees J&T quoted, kept so a checkout charges the quote for its destination and
 * weight rather than a number from the browser.
 */
export class Shipping1763800001100 implements MigrationInterface {
  name = 'Shipping1763800001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shipping_quotes (
        dest_area_code varchar(60) NOT NULL,
        send_site_code varchar(60) NOT NULL,
        weight integer NOT NULL,
        cost integer NOT NULL CHECK (cost > 0),
        quoted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (dest_area_code, send_site_code, weight)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shipping_quotes`);
  }
}
