import { cityCodeCandidates, deriveAreas, deriveCityCodes, jntCityName, jntDistrictName } from './derive-codes.js';
import { readIdnAreaData } from './idn-area-data.js';

describe('J&T-style names', () => {
  it.each([
    ['Kota Administrasi Jakarta Barat', 'KOTA JAKARTA BARAT'],
    ['Kabupaten Administrasi Kepulauan Seribu', 'KABUPATEN KEPULAUAN SERIBU'],
    ['Kabupaten Bandung', 'KABUPATEN BANDUNG'],
    ['Kota  Bandung ', 'KOTA BANDUNG'],
    ['Kabupaten Toli-Toli', 'KABUPATEN TOLI-TOLI'],
  ])('city %p is %p', (name, expected) => {
    expect(jntCityName(name)).toBe(expected);
  });

  it.each([
    ['Kalideres', 'KALIDERES'],
    ['Ra"as', 'RA"AS'],
    ['Na IX -  X', 'NA IX - X'],
  ])('district %p is %p', (name, expected) => {
    expect(jntDistrictName(name)).toBe(expected);
  });
});

describe('city code candidates', () => {
  const firstThree = (name: string) => [...cityCodeCandidates(name)].slice(0, 3);

  it.each([
    ['KABUPATEN BANDUNG', ['BAN', 'BAD', 'BAU']],
    ['KABUPATEN ACEH SELATAN', ['ASE', 'ACS', 'ACE']],
    ['KABUPATEN PANGKAJENE DAN KEPULAUAN', ['PDK', 'PDA', 'PAD']],
    ['KABUPATEN TOLI-TOLI', ['TTO', 'TOT', 'TOL']],
  ])('%p starts with %p', (name, expected) => {
    expect(firstThree(name)).toEqual(expected);
  });

  it('ends in every three-letter code, so a code is always found', () => {
    const all = new Set(cityCodeCandidates('KOTA BATU'));
    expect(all.size).toBe(26 ** 3);
  });
});

describe('deriveCityCodes', () => {
  const regency = (code: string, name: string, provinceCode = code.slice(0, 2)) => ({ code, provinceCode, name });

  it.each([
    [
      "Jakarta's six share JKT",
      [
        regency('31.71', 'Kota Administrasi Jakarta Pusat'),
        regency('31.01', 'Kabupaten Administrasi Kepulauan Seribu'),
      ],
      { '31.71': 'JKT', '31.01': 'JKT' },
    ],
    [
      'a kabupaten and a kota of one name: the lower regency code takes the first candidate',
      [regency('32.73', 'Kota Bandung'), regency('32.04', 'Kabupaten Bandung')],
      { '32.04': 'BAN', '32.73': 'BAD' },
    ],
    [
      'two-word names sharing a first word',
      [
        regency('11.03', 'Kabupaten Aceh Timur'),
        regency('11.04', 'Kabupaten Aceh Tengah'),
        regency('11.02', 'Kabupaten Aceh Tenggara'),
      ],
      { '11.02': 'ATE', '11.03': 'ATI', '11.04': 'ACT' },
    ],
    ['JKT is never given outside Jakarta', [regency('99.01', 'Kota Jkt')], { '99.01': 'JAA' }],
  ])('%s', (_case, regencies, expected) => {
    expect(Object.fromEntries(deriveCityCodes(regencies))).toEqual(expected);
  });
});

describe('deriveAreas on the installed idn-area-data', () => {
  const data = readIdnAreaData();
  const areas = deriveAreas(data);

  it('gives one record per district', () => {
    expect(areas).toHaveLength(data.districts.length);
    expect(areas.length).toBeGreaterThan(7_000);
  });

  it('gives unique receiver area codes of a city code and three digits', () => {
    const codes = areas.map((a) => a.kode_jnt_receiver_area);
    expect(new Set(codes).size).toBe(codes.length);
    for (const area of areas) {
      expect(area.kode_jnt_receiver_area).toMatch(/^[A-Z]{3}\d{3}$/);
      expect(area.kode_jnt_receiver_area.startsWith(area.kode_kota_jnt)).toBe(true);
    }
  });

  it('gives one city code per regency, JKT only to Jakarta', () => {
    const byCity = new Map<string, Set<string>>();
    for (const area of areas)
      byCity.set(area.kabupaten_kota, (byCity.get(area.kabupaten_kota) ?? new Set()).add(area.kode_kota_jnt));
    expect([...byCity.values()].every((codes) => codes.size === 1)).toBe(true);
    const jakarta = [...byCity].filter(([, codes]) => codes.has('JKT')).map(([city]) => city);
    expect(jakarta.sort()).toEqual([
      'KABUPATEN KEPULAUAN SERIBU',
      'KOTA JAKARTA BARAT',
      'KOTA JAKARTA PUSAT',
      'KOTA JAKARTA SELATAN',
      'KOTA JAKARTA TIMUR',
      'KOTA JAKARTA UTARA',
    ]);
    const otherCodes = [...byCity].filter(([city]) => !jakarta.includes(city)).map(([, codes]) => [...codes][0]);
    expect(new Set(otherCodes).size).toBe(otherCodes.length);
  });

  it('numbers Jakarta from JKT001 in order of district code', () => {
    const jakarta = areas.filter((a) => a.kode_kota_jnt === 'JKT');
    expect(jakarta.map((a) => a.kode_jnt_receiver_area)).toEqual(
      jakarta.map((_, i) => `JKT${String(i + 1).padStart(3, '0')}`),
    );
    expect(areas.find((a) => a.kecamatan === 'Kalideres')).toMatchObject({
      kabupaten_kota: 'KOTA JAKARTA BARAT',
      kecamatan_jnt: 'KALIDERES',
      kode_kota_jnt: 'JKT',
      province: 'Daerah Khusus Ibukota Jakarta',
      regency_code: '31.73',
    });
  });

  it('gives the same codes whatever order the data comes in', () => {
    const reversed = deriveAreas({
      provinces: [...data.provinces].reverse(),
      regencies: [...data.regencies].reverse(),
      districts: [...data.districts].reverse(),
    });
    expect(reversed).toEqual(areas);
  });
});
