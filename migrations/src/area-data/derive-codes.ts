import type { IdnAreaData } from './idn-area-data.js';

/**
 * An area code record (order-side seed §3) made up from idn-area-data until J&T's own list is
 * imported (`npm run import-jnt-areas`), with where it comes from.
 */
export interface DerivedArea {
  kabupaten_kota: string;
  kecamatan_jnt: string;
  kode_kota_jnt: string;
  kode_jnt_receiver_area: string;
  kecamatan: string;
  province: string;
  regency_code: string;
  district_code: string;
}

/** DKI Jakarta: its five cities and Kepulauan Seribu all ship under J&T's one city code JKT. */
export const JAKARTA_PROVINCE_CODE = '31';
export const JAKARTA_CITY_CODE = 'JKT';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CITY_CODE = /^[A-Z]{3}$/;
const MAX_AREAS_PER_CITY_CODE = 999;

/**
 * A regency's name as J&T writes it: capitals, and without the 'Administrasi' of Jakarta's
 * regencies ('Kota Administrasi Jakarta Barat' is 'KOTA JAKARTA BARAT'). The 'KOTA ' or
 * 'KABUPATEN ' stays, since Bandung, Bekasi, Bogor and others are both.
 */
export function jntCityName(regencyName: string): string {
  return regencyName
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .replace(/^(KOTA|KABUPATEN) ADMINISTRASI /, '$1 ');
}

/** A district's name as J&T writes it: capitals, single spaces. */
export function jntDistrictName(districtName: string): string {
  return districtName.replace(/\s+/g, ' ').trim().toUpperCase();
}

/**
 * Three-letter codes for a city, best first: for names of three or more words their initials,
 * for two words the first's initial with the second's first two letters (then the first's two
 * with the second's initial), since many regencies share a first word (ACEH SELATAN, ACEH
 * TIMUR, ...); then the name's first letter with any two later letters in order (a one-word
 * name's first three letters come first), then its first letter with any two letters, then
 * any three letters at all, so a code is always found.
 */
export function* cityCodeCandidates(cityName: string): Generator<string> {
  const words = cityName
    .replace(/^(KOTA|KABUPATEN) /, '')
    .split(/[^A-Z]+/)
    .filter(Boolean);
  const letters = words.join('');
  const [first = '', second = '', third = ''] = words;
  if (words.length >= 3) yield `${first[0]}${second[0]}${third[0]}`;
  if (words.length >= 2) {
    yield `${first[0]}${second.slice(0, 2)}`;
    yield `${first.slice(0, 2)}${second[0]}`;
  }
  for (let i = 1; i < letters.length; i++) {
    for (let j = i + 1; j < letters.length; j++) yield `${letters[0]}${letters[i]}${letters[j]}`;
  }
  for (const a of ALPHABET) for (const b of ALPHABET) yield `${letters[0] ?? ''}${a}${b}`;
  for (const a of ALPHABET) for (const b of ALPHABET) for (const c of ALPHABET) yield `${a}${b}${c}`;
}

/**
 * Every regency's city code: JKT for DKI Jakarta's six, and for the others the first of their
 * candidates no regency before them (in order of regency code) took. JKT is never given out
 * otherwise. The same data always gives the same codes.
 */
export function deriveCityCodes(regencies: IdnAreaData['regencies']): Map<string, string> {
  const codes = new Map<string, string>();
  const used = new Set([JAKARTA_CITY_CODE]);
  for (const regency of [...regencies].sort((a, b) => compareCodes(a.code, b.code))) {
    if (regency.provinceCode === JAKARTA_PROVINCE_CODE) {
      codes.set(regency.code, JAKARTA_CITY_CODE);
      continue;
    }
    const code = firstFree(cityCodeCandidates(jntCityName(regency.name)), used);
    used.add(code);
    codes.set(regency.code, code);
  }
  return codes;
}

/**
 * One record per district: its regency's J&T-style name and city code, and a receiver area code
 * of the city code and a three-digit number counted per city code in order of district code
 * (JKT001 ... across all of Jakarta), so every code matches `^[A-Z]{3}\d{3}$` and is unique.
 */
export function deriveAreas(data: IdnAreaData): DerivedArea[] {
  const provinces = new Map(data.provinces.map((p) => [p.code, p.name]));
  const regencies = new Map(data.regencies.map((r) => [r.code, r]));
  const cityCodes = deriveCityCodes(data.regencies);
  const counted = new Map<string, number>();
  return [...data.districts]
    .sort((a, b) => compareCodes(a.code, b.code))
    .map((district) => {
      const regency = regencies.get(district.regencyCode);
      const province = regency && provinces.get(regency.provinceCode);
      const cityCode = regency && cityCodes.get(regency.code);
      if (!regency || !province || !cityCode) {
        throw new Error(`district ${district.code}: regency ${district.regencyCode} or its province is not listed`);
      }
      const n = (counted.get(cityCode) ?? 0) + 1;
      if (n > MAX_AREAS_PER_CITY_CODE) throw new Error(`city code ${cityCode} would need more than 999 area codes`);
      counted.set(cityCode, n);
      return {
        kabupaten_kota: jntCityName(regency.name),
        kecamatan_jnt: jntDistrictName(district.name),
        kode_kota_jnt: cityCode,
        kode_jnt_receiver_area: `${cityCode}${String(n).padStart(3, '0')}`,
        kecamatan: district.name,
        province,
        regency_code: regency.code,
        district_code: district.code,
      };
    });
}

function firstFree(candidates: Iterable<string>, used: ReadonlySet<string>): string {
  for (const code of candidates) if (CITY_CODE.test(code) && !used.has(code)) return code;
  throw new Error('every three-letter city code is taken');
}

/** '11.02' before '11.10' whatever their widths: part by part, as numbers. */
function compareCodes(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
