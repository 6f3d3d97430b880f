import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseCsv } from './csv.js';

/** Indonesia's provinces, regencies (kabupaten and kota) and districts (kecamatan), as idn-area-data lists them. */
export interface IdnAreaData {
  provinces: { code: string; name: string }[];
  regencies: { code: string; provinceCode: string; name: string }[];
  districts: { code: string; regencyCode: string; name: string }[];
}

/**
 * The three CSV files of idn-area-data 4.0.1 (ODbL, its LICENSE.md beside them), kept in
 * `migrations/data/idn-area-data/`: the package itself declares Node 22 while the shop runs on 20,
 * and these files are all we use. `npm run refresh-area-data` copies a newer release's files.
 * Two folders up from both `src/area-data` and `dist/area-data`.
 */
export function idnAreaDataDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'idn-area-data');
}

export function readIdnAreaData(dir = idnAreaDataDir()): IdnAreaData {
  return {
    provinces: readTable(dir, 'provinces.csv', ['code', 'name']),
    regencies: readTable(dir, 'regencies.csv', ['code', 'province_code', 'name']).map((row) => ({
      code: row.code,
      provinceCode: row.province_code,
      name: row.name,
    })),
    districts: readTable(dir, 'districts.csv', ['code', 'regency_code', 'name']).map((row) => ({
      code: row.code,
      regencyCode: row.regency_code,
      name: row.name,
    })),
  };
}

/** A file's rows after its header, refusing a file whose columns are not the ones this code was written for. */
function readTable<Column extends string>(dir: string, file: string, header: Column[]): Record<Column, string>[] {
  const [head, ...rows] = parseCsv(readFileSync(join(dir, file), 'utf8'));
  if (head?.fields.join(',') !== header.join(',')) {
    throw new Error(`idn-area-data ${file}: expected the columns ${header.join(',')}, found ${head?.fields.join(',')}`);
  }
  return rows.map(({ line, fields }) => {
    if (fields.length !== header.length || fields.some((value) => value.trim() === '')) {
      throw new Error(`idn-area-data ${file} line ${line}: expected ${header.length} non-empty fields`);
    }
    return Object.fromEntries(header.map((column, i) => [column, (fields[i] ?? '').trim()])) as Record<Column, string>;
  });
}
