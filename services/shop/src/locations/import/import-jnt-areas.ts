import { DataSource, type EntityManager } from 'typeorm';

import { dataSourceOptions } from '../../platform/database/data-source-options.js';
import { locationsParts } from '../locations.parts.js';
import { type JntAreaRow, parseJntAreaCsv, type RowProblem } from './jnt-area-csv.js';

export interface JntAreaImportResult {
  /** Codes that were new. */
  inserted: number;
  /** Codes already known (made up, or from an earlier import) now holding J&T's record. */
  updated: number;
  /** Made-up records of the imported cities that J&T's list replaces. */
  derivedRemoved: number;
}

/** J&T's list had rows that fail the checks: nothing was written. */
export class JntAreaImportRefused extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(`J&T's area list has ${problems.length} problem(s); nothing was imported`);
    this.name = 'JntAreaImportRefused';
  }
}

const IMPORT_LOCK = 7_263_300;

/**
 * `npm run import-jnt-areas -- <file.csv>`: J&T's own area code list, checked whole, then
 * written in one transaction or not at all. Each record is upserted by its receiver area code
 * as a 'jnt' record; the made-up ('derived') records of every city the list names are removed,
 * so a city's dropdown holds J&T's codes only. Cities the list does not name keep theirs.
 */
export async function importJntAreas(options: { databaseUrl: string; csv: string }): Promise<JntAreaImportResult> {
  const parsed = parseJntAreaCsv(options.csv);
  if (!parsed.ok) throw new JntAreaImportRefused(parsed.problems);
  const dataSource = new DataSource(
    dataSourceOptions(options.databaseUrl, 'kilau-import-jnt-areas', locationsParts.entities),
  );
  await dataSource.initialize();
  try {
    return await dataSource.transaction((manager) => upsertJntAreas(manager, parsed.rows));
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Writes checked rows. A city's province and regency, and a district's idn-area-data code, are
 * taken from the records already kept under the same names, when the list does not give them.
 */
export async function upsertJntAreas(manager: EntityManager, rows: JntAreaRow[]): Promise<JntAreaImportResult> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
  const column = (field: Exclude<keyof JntAreaRow, 'line'>) => rows.map((row) => row[field]);
  const written: { inserted: boolean }[] = await manager.query(
    `WITH incoming AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS t (kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area, kecamatan, province, postal_code)
     )
     INSERT INTO jnt_areas AS a (kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area, kecamatan,
                                 province, postal_code, regency_code, district_code, source)
     SELECT i.kabupaten_kota, i.kecamatan_jnt, i.kode_kota_jnt, i.kode_jnt_receiver_area, i.kecamatan,
            coalesce(i.province, city.province), i.postal_code, city.regency_code, district.district_code, 'jnt'
     FROM incoming i
     LEFT JOIN LATERAL (
       SELECT province, regency_code FROM jnt_areas
       WHERE upper(kabupaten_kota) = upper(i.kabupaten_kota) AND regency_code IS NOT NULL ORDER BY id LIMIT 1
     ) city ON true
     LEFT JOIN LATERAL (
       SELECT district_code FROM jnt_areas
       WHERE upper(kabupaten_kota) = upper(i.kabupaten_kota) AND kecamatan_jnt = i.kecamatan_jnt
         AND district_code IS NOT NULL ORDER BY id LIMIT 1
     ) district ON true
     ON CONFLICT (kode_jnt_receiver_area) DO UPDATE SET
       kabupaten_kota = EXCLUDED.kabupaten_kota, kecamatan_jnt = EXCLUDED.kecamatan_jnt,
       kode_kota_jnt = EXCLUDED.kode_kota_jnt, kecamatan = EXCLUDED.kecamatan, province = EXCLUDED.province,
       postal_code = EXCLUDED.postal_code,
       regency_code = EXCLUDED.regency_code, district_code = EXCLUDED.district_code, source = 'jnt', updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [
      column('kabupaten_kota'),
      column('kecamatan_jnt'),
      column('kode_kota_jnt'),
      column('kode_jnt_receiver_area'),
      column('kecamatan'),
      column('province'),
      column('postal_code'),
    ],
  );
  const [{ removed }] = await manager.query(
    `WITH removed AS (
       DELETE FROM jnt_areas WHERE source = 'derived' AND upper(kabupaten_kota) = ANY($1::text[]) RETURNING 1
     )
     SELECT count(*)::int AS removed FROM removed`,
    [[...new Set(rows.map((row) => row.kabupaten_kota.toUpperCase()))]],
  );
  const inserted = written.filter((row) => row.inserted).length;
  return { inserted, updated: written.length - inserted, derivedRemoved: removed };
}
