import { CsvSyntaxError, parseCsv } from '@kilau/migrations';

import { RECEIVER_AREA_CODE } from '../read/areas.js';

/** One area code record of J&T's list, checked and written as the shop keeps it. */
export interface JntAreaRow {
  /** The file line the record starts on. */
  line: number;
  kabupaten_kota: string;
  kecamatan_jnt: string;
  kode_kota_jnt: string;
  kode_jnt_receiver_area: string;
  kecamatan: string;
  province: string | null;
  /** The district's postal code, when the list gives one. */
  postal_code: string | null;
}

export interface RowProblem {
  line: number;
  problem: string;
}

/** Either every row is good, or the problems, and then nothing may be written. */
export type ParsedJntAreas = { ok: true; rows: JntAreaRow[] } | { ok: false; problems: RowProblem[] };

type Field =
  | 'kabupaten_kota'
  | 'kecamatan_jnt'
  | 'kode_kota_jnt'
  | 'kode_jnt_receiver_area'
  | 'kecamatan'
  | 'province'
  | 'postal_code';

/**
 * Header names each field answers to, after folding case and turning spaces, '-', '.' and '/'
 * into '_' ('Kabupaten/Kota', 'KODE KOTA JNT'). Other columns (an `id`, a row number) are ignored.
 */
const ALIASES: Record<Field, string[]> = {
  kabupaten_kota: ['kabupaten_kota', 'kab_kota', 'kabupaten', 'kota', 'city'],
  kecamatan_jnt: ['kecamatan_jnt', 'district_jnt'],
  kode_kota_jnt: ['kode_kota_jnt', 'kode_kota', 'city_code', 'destination_code'],
  kode_jnt_receiver_area: ['kode_jnt_receiver_area', 'kode_receiver_area', 'receiver_area', 'kode_area', 'area_code'],
  kecamatan: ['kecamatan', 'district'],
  province: ['province', 'provinsi'],
  postal_code: ['postal_code', 'kode_pos', 'kodepos', 'zip', 'zip_code', 'postcode', 'receiver_zip'],
};

const CITY_CODE = /^[A-Z0-9]{3}$/;
/** Indonesian postal codes are five digits ('11840'). */
const POSTAL_CODE = /^[0-9]{5}$/;
const MAX_NAME = 100;

const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s./-]+/g, '_');
const squeezed = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * Reads J&T's area code list: a header row, then one record a line, comma-separated (or
 * semicolon-separated, as a spreadsheet set to Indonesian saves it), quoted fields allowed.
 * Names are written in capitals as J&T does, codes in capitals; `kecamatan` defaults to
 * `kecamatan_jnt` and the other way round. Every row is checked, and every problem listed.
 */
export function parseJntAreaCsv(text: string): ParsedJntAreas {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records;
  try {
    records = parseCsv(text, delimiter);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problems: [{ line: error.line, problem: error.message }] };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, problems: [{ line: 1, problem: 'the file is empty' }] };
  const columns = mapColumns(header.fields);
  if (!Array.isArray(columns)) return { ok: false, problems: [{ line: header.line, problem: columns.problem }] };
  if (body.length === 0) return { ok: false, problems: [{ line: header.line, problem: 'the file has no area rows' }] };

  const rows: JntAreaRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of body) {
    const extra = fields.slice(header.fields.length);
    if (fields.length < header.fields.length || extra.some((value) => value.trim() !== '')) {
      problems.push({ line, problem: `has ${fields.length} fields where the header has ${header.fields.length}` });
      continue;
    }
    const value = (field: Field) => squeezed(fields[columns.indexOf(field)]);
    const row = {
      line,
      kabupaten_kota: value('kabupaten_kota').toUpperCase(),
      kecamatan_jnt: (value('kecamatan_jnt') || value('kecamatan')).toUpperCase(),
      kode_kota_jnt: value('kode_kota_jnt').toUpperCase(),
      kode_jnt_receiver_area: value('kode_jnt_receiver_area').toUpperCase(),
      kecamatan: value('kecamatan') || value('kecamatan_jnt'),
      province: value('province') || null,
      postal_code: value('postal_code') || null,
    };
    const rowProblems = checkRow(row);
    const earlier = seen.get(row.kode_jnt_receiver_area);
    if (earlier !== undefined)
      rowProblems.push(`kode_jnt_receiver_area ${row.kode_jnt_receiver_area} is also on line ${earlier}`);
    else if (row.kode_jnt_receiver_area) seen.set(row.kode_jnt_receiver_area, line);
    problems.push(...rowProblems.map((problem) => ({ line, problem })));
    if (rowProblems.length === 0) rows.push(row);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/** The field of each column (undefined for columns we do not read), or what is wrong with the header. */
function mapColumns(names: string[]): (Field | undefined)[] | { problem: string } {
  const columns = names.map((name) => {
    const key = headerKey(name);
    return (Object.keys(ALIASES) as Field[]).find((field) => ALIASES[field].includes(key));
  });
  const twice = columns.find((field, i) => field && columns.indexOf(field) !== i);
  if (twice) return { problem: `two columns give ${twice}` };
  const required: Field[] = ['kabupaten_kota', 'kode_kota_jnt', 'kode_jnt_receiver_area'];
  const missing = required.filter((field) => !columns.includes(field));
  if (!columns.includes('kecamatan_jnt') && !columns.includes('kecamatan')) missing.push('kecamatan_jnt');
  if (missing.length > 0) return { problem: `the header has no column ${missing.join(', ')}` };
  return columns;
}

function checkRow(row: Omit<JntAreaRow, 'line'>): string[] {
  const problems: string[] = [];
  for (const field of ['kabupaten_kota', 'kecamatan_jnt', 'kecamatan', 'province'] as const) {
    const value = row[field];
    if (field !== 'province' && !value) problems.push(`${field} is empty`);
    if (value && value.length > MAX_NAME) problems.push(`${field} is longer than ${MAX_NAME} characters`);
  }
  if (!CITY_CODE.test(row.kode_kota_jnt)) {
    problems.push(`kode_kota_jnt '${row.kode_kota_jnt}' is not 3 letters or digits`);
  }
  if (row.postal_code !== null && !POSTAL_CODE.test(row.postal_code)) {
    problems.push(`postal_code '${row.postal_code}' is not 5 digits`);
  }
  if (!RECEIVER_AREA_CODE.test(row.kode_jnt_receiver_area)) {
    problems.push(`kode_jnt_receiver_area '${row.kode_jnt_receiver_area}' is not 1 to 10 letters or digits`);
  }
  return problems;
}
