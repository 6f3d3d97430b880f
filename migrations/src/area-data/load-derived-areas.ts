import type { QueryRunner } from 'typeorm';

import { deriveAreas } from './derive-codes.js';
import { type IdnAreaData, readIdnAreaData } from './idn-area-data.js';

const COLUMNS = [
  'kabupaten_kota',
  'kecamatan_jnt',
  'kode_kota_jnt',
  'kode_jnt_receiver_area',
  'kecamatan',
  'province',
  'regency_code',
  'district_code',
] as const;

/**
 * Loads one 'derived' area code record per district of idn-area-data into jnt_areas, in one
 * statement (a column array each, unnested). A code already present, derived or imported from
 * J&T, is left as it is, so loading again adds nothing. Answers how many records were added.
 */
export async function loadDerivedAreas(q: QueryRunner, data: IdnAreaData = readIdnAreaData()): Promise<number> {
  const areas = deriveAreas(data);
  const columns = COLUMNS.map((column) => areas.map((area) => area[column]));
  const [{ added }] = await q.query(
    `WITH added AS (
       INSERT INTO jnt_areas (${COLUMNS.join(', ')}, source)
       SELECT *, 'derived' FROM unnest(${COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')})
       ON CONFLICT (kode_jnt_receiver_area) DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS added FROM added`,
    columns,
  );
  return added;
}
