import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's own sender and pickup site (the console's Shop settings), and a weight for every
 * catalogue item, which the parcel weight for J&T is summed from.
 *
 * `shop_settings` holds at most one row, and none until staff save it: labels and waybills are
 * refused until then, so no parcel leaves with a made-up sender. A shop that had put its real
 * pickup point in `jnt_pickup_locations` by hand keeps it; the placeholder the J&T areas
 * migration wrote is not copied. Who changed what is kept in the event log (stream
 * `shop-settings`).
 *
 * Weights: items already in the catalogue weigh what the old rule charged, a kilo a product or
 * gift set (and 5 g a charm), so no fee changes until staff weigh their stock in the console.
 */
export class ShopSettingsAndWeights1763800002610 implements MigrationInterface {
  name = 'ShopSettingsAndWeights1763800002610';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        shop_name varchar(30) NOT NULL CHECK (btrim(shop_name) <> ''),
        phone varchar(16) NOT NULL CHECK (phone ~ '^\\+628[0-9]{7,11}$'),
        address varchar(200) NOT NULL CHECK (btrim(address) <> ''),
        city varchar(100) NOT NULL CHECK (btrim(city) <> ''),
        district varchar(100) NOT NULL CHECK (btrim(district) <> ''),
        postal_code varchar(5) NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
        pickup_site varchar(50) NOT NULL CHECK (btrim(pickup_site) <> ''),
        origin_code varchar(3) NOT NULL CHECK (origin_code ~ '^[A-Z0-9]{3}$'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO shop_settings (shop_name, phone, address, city, district, postal_code, pickup_site, origin_code)
      SELECT name, phone, address, city, city, postal_code, send_site_code, origin_code
      FROM jnt_pickup_locations
      WHERE is_default AND phone ~ '^\\+628[0-9]{7,11}$' AND phone <> '+6281100000000'`);
    for (const [table, grams] of [
      ['products', 1000],
      ['gift_sets', 1000],
      ['charms', 5],
    ] as const) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN weight_grams integer NOT NULL DEFAULT ${grams}
           CHECK (weight_grams BETWEEN 1 AND 30000)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['products', 'gift_sets', 'charms']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN weight_grams`);
    }
    await q.query(`DROP TABLE shop_settings`);
  }
}
