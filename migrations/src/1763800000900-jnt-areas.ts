import type { MigrationInterface, QueryRunner } from 'typeorm';

import { loadDerivedAreas } from './area-data/load-derived-areas.js';

/**
 * J&T Express's area code records (order-side seed §3) for the checkout's city suggestions and
 * area code dropdown, and the shop's own pickup points. Every district of idn-area-data is loaded
 * as a 'derived' record (see area-data/derive-codes.ts) until J&T's real list is imported as
 * 'jnt' records (`npm run import-jnt-areas`).
 *
 * City search is a case-insensitive prefix match, served by two btree indexes whose pattern
 * operators turn `LIKE 'JAK%'` into a range scan: one on the whole name ('kota ja' finds 'KOTA
 * JAKARTA BARAT'), one on the name without its 'KOTA '/'KABUPATEN ' (`jnt_city_core`: 'jakarta'
 * finds it too). The first also finds a city's records by `upper(kabupaten_kota) = upper($1)`.
 * Matches on a later word ('barat') are only looked for when those give too few, by a scan: a
 * trigram index was tried and lost to the scan on this table, whose names repeat once per
 * district.
 */
export class JntAreas1763800000900 implements MigrationInterface {
  name = 'JntAreas1763800000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jnt_areas (
        id serial PRIMARY KEY,
        kabupaten_kota varchar(100) NOT NULL CHECK (btrim(kabupaten_kota) <> ''),
        kecamatan_jnt varchar(100) NOT NULL CHECK (btrim(kecamatan_jnt) <> ''),
        kode_kota_jnt varchar(3) NOT NULL CHECK (kode_kota_jnt ~ '^[A-Z0-9]{3}$'),
        kode_jnt_receiver_area varchar(10) NOT NULL UNIQUE CHECK (kode_jnt_receiver_area ~ '^[A-Z0-9]{1,10}$'),
        kecamatan varchar(100) NOT NULL,
        province varchar(100),
        regency_code varchar(13),
        district_code varchar(13),
        source varchar(7) NOT NULL CHECK (source IN ('derived', 'jnt')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION jnt_city_core(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT regexp_replace(upper($1), '^(KOTA|KABUPATEN) ', '') $$`);
    await q.query(`CREATE INDEX jnt_areas_city_idx ON jnt_areas (upper(kabupaten_kota) text_pattern_ops)`);
    await q.query(`CREATE INDEX jnt_areas_city_core_idx ON jnt_areas (jnt_city_core(kabupaten_kota) text_pattern_ops)`);
    await q.query(`
      CREATE TABLE jnt_pickup_locations (
        id serial PRIMARY KEY,
        name varchar(30) NOT NULL,
        contact varchar(30) NOT NULL,
        phone varchar(15) NOT NULL,
        address varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        send_site_code varchar(50) NOT NULL,
        origin_code varchar(3) NOT NULL CHECK (origin_code ~ '^[A-Z0-9]{3}$'),
        postal_code varchar(5) NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
        is_default boolean NOT NULL DEFAULT false
      )`);
    await q.query(
      `CREATE UNIQUE INDEX jnt_pickup_locations_default_idx ON jnt_pickup_locations (is_default) WHERE is_default`,
    );
    await loadDerivedAreas(q);
    // the shop's own pickup point; its contact details are placeholders for staff to replace
    await q.query(`
      INSERT INTO jnt_pickup_locations
        (name, contact, phone, address, city, send_site_code, origin_code, postal_code, is_default)
      SELECT 'Kilau', 'Kilau', '+6281100000000', 'Jakarta', 'JAKARTA', 'JAKARTA', 'JKT', '10110', true
      WHERE NOT EXISTS (SELECT FROM jnt_pickup_locations)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jnt_pickup_locations`);
    await q.query(`DROP TABLE jnt_areas`);
    await q.query(`DROP FUNCTION jnt_city_core(text)`);
  }
}
