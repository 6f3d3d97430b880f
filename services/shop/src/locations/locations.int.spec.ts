import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CheckoutMessages } from '@kilau/domain';
import { idnAreaDataDir, parseCsv } from '@kilau/migrations';
import { importJntAreas, JntAreaImportRefused } from '@kilau/shop';
import { type ShopUnderTest, startShop } from '@kilau/test';

import { AreaDirectory } from './area-directory.js';

const districtRows = parseCsv(readFileSync(join(idnAreaDataDir(), 'districts.csv'), 'utf8')).length - 1;

const JAKARTA = [
  'KOTA JAKARTA BARAT',
  'KOTA JAKARTA PUSAT',
  'KOTA JAKARTA TIMUR',
  'KOTA JAKARTA UTARA',
  'KOTA JAKARTA SELATAN',
];
/** The seed's record fields, and the postal code the checkout suggests from. */
const RECORD_FIELDS = [
  ...['id', 'kabupaten_kota', 'kecamatan_jnt', 'kode_kota_jnt', 'kode_jnt_receiver_area', 'kecamatan'],
  'postal_code',
];

describe('locations: J&T area codes and pickup locations', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  const get = (path: string) => shop.call('GET', path);
  const count = async (where = 'true') =>
    (await shop.sql.query(`SELECT count(*)::int AS n FROM jnt_areas WHERE ${where}`)).rows[0].n;

  it("loads every district of idn-area-data as a made-up record, and Kilau's pickup point", async () => {
    expect(districtRows).toBeGreaterThan(7_000);
    expect(await count("source = 'derived'")).toBe(districtRows);
    expect(await count("kode_jnt_receiver_area !~ '^[A-Z]{3}[0-9]{3}$'")).toBe(0);
    const pickups = await get('/api/jnt-locations/');
    expect(pickups.status).toBe(200);
    expect(pickups.headers.get('cache-control')).toBe('public, max-age=300');
    expect(pickups.body).toEqual([
      expect.objectContaining({ name: 'Kilau', send_site_code: 'JAKARTA', origin_code: 'JKT', is_default: true }),
    ]);
  });

  describe('city suggestions', () => {
    it("finds Jakarta's five cities by 'jak', by a later word, best first, cacheable", async () => {
      const answer = await get('/api/areas/cities/?q=jak');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      expect(
        answer.body
          .slice(0, 5)
          .map((c: { kabupaten_kota: string }) => c.kabupaten_kota)
          .sort(),
      ).toEqual([...JAKARTA].sort());
      expect(answer.body[0]).toEqual({
        kabupaten_kota: expect.stringMatching(/^KOTA JAKARTA /),
        province: 'Daerah Khusus Ibukota Jakarta',
        kode_kota_jnt: 'JKT',
      });
    });

    it.each([
      ['  JAKARTA   barat ', 'KOTA JAKARTA BARAT'],
      ['kota jakarta b', 'KOTA JAKARTA BARAT'],
      ['seribu', 'KABUPATEN KEPULAUAN SERIBU'],
    ])('%p finds %p first', async (q, city) => {
      const answer = await get(`/api/areas/cities/?q=${encodeURIComponent(q)}`);
      expect(answer.body[0].kabupaten_kota).toBe(city);
    });

    it('puts names that start with the text before names matched by a later word, the shorter first', async () => {
      const names = (await get('/api/areas/cities/?q=bandung')).body.map(
        (c: { kabupaten_kota: string }) => c.kabupaten_kota,
      );
      expect(names.slice(0, 3)).toEqual(['KABUPATEN BANDUNG', 'KOTA BANDUNG', 'KABUPATEN BANDUNG BARAT']);
      const barat = (await get('/api/areas/cities/?q=barat')).body.map(
        (c: { kabupaten_kota: string }) => c.kabupaten_kota,
      );
      expect(barat).toContain('KOTA JAKARTA BARAT');
    });

    it('answers at most 20, and nothing for text that matches nothing (wildcards are text)', async () => {
      expect((await get('/api/areas/cities/?q=k')).body).toHaveLength(20);
      for (const q of ['%', '_', 'zzq', 'jak%'])
        expect((await get(`/api/areas/cities/?q=${encodeURIComponent(q)}`)).body).toEqual([]);
    });

    it.each([
      ['no q', ''],
      ['a blank q', '?q=%20%20'],
      ['a q of 101 characters', `?q=${'a'.repeat(101)}`],
    ])('refuses %s with 400 and a clear message, not cached', async (_case, query) => {
      const answer = await get(`/api/areas/cities/${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, error: 'validation_failed', q: [expect.any(String)] });
      expect(answer.body.message).toMatch(/city\/kabupaten|at most 100/);
      expect(answer.headers.get('cache-control')).toBeNull();
    });
  });

  describe('area codes', () => {
    it("answers a city's records, sorted by kecamatan, in the seed's shape", async () => {
      const answer = await get(`/api/areas/codes/?city=${encodeURIComponent('kota jakarta barat')}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      const kecamatan = answer.body.map((r: { kecamatan: string }) => r.kecamatan);
      expect(kecamatan).toEqual([...kecamatan].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
      expect(answer.body).toHaveLength(await count("kabupaten_kota = 'KOTA JAKARTA BARAT'"));
      const kalideres = answer.body.find((r: { kecamatan: string }) => r.kecamatan === 'Kalideres');
      expect(Object.keys(kalideres).sort()).toEqual([...RECORD_FIELDS].sort());
      expect(kalideres).toMatchObject({
        kabupaten_kota: 'KOTA JAKARTA BARAT',
        kecamatan_jnt: 'KALIDERES',
        kode_kota_jnt: 'JKT',
        postal_code: null, // the made-up list knows no postal codes
      });
      expect(kalideres.kode_jnt_receiver_area).toMatch(/^JKT\d{3}$/);

      const one = await get(`/api/areas/codes/${kalideres.kode_jnt_receiver_area.toLowerCase()}/`);
      expect(one).toMatchObject({ status: 200, body: kalideres });
    });

    it("answers an unknown city with 404 and the checkout's message", async () => {
      const answer = await get('/api/areas/codes/?city=Atlantis');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'city_not_found', message: CheckoutMessages.areaCodesFailed });
      expect(answer.body.detail).toContain('Atlantis');
      expect(answer.headers.get('cache-control')).toBeNull();
    });

    it('answers a missing city with 400', async () => {
      const answer = await get('/api/areas/codes/');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: CheckoutMessages.areaCodesFailed,
        detail: CheckoutMessages.citySelectFirst,
      });
    });

    it.each(['ZZZ999', 'not a code!', 'X'.repeat(11)])('answers code %p with 404', async (code) => {
      const answer = await get(`/api/areas/codes/${encodeURIComponent(code)}/`);
      expect(answer).toMatchObject({
        status: 404,
        body: { error: 'area_code_not_found', message: 'Area code not found' },
      });
    });
  });

  describe("importing J&T's list", () => {
    const csv = [
      'Kabupaten/Kota,Kecamatan JNT,Kode Kota JNT,Kode JNT Receiver Area,Kecamatan,Kode Pos',
      'KOTA JAKARTA BARAT,KALIDERES,JKT,JKT600,Kalideres,11840',
      '"Kota Jakarta Barat","CENGKARENG, TIMUR",JKT,JKT601,"Cengkareng, Timur",',
      'KABUPATEN KEPULAUAN SERIBU,KEPULAUAN SERIBU UTARA,JKT,JKT001,Kepulauan Seribu Utara,14510',
    ].join('\n');

    it('refuses a file with a bad row whole, changing nothing', async () => {
      const before = await shop.sql.query('SELECT kode_jnt_receiver_area, source FROM jnt_areas ORDER BY id');
      const bad = `${csv}\nKOTA JAKARTA BARAT,TAMBORA,JAKARTA,JKT602,Tambora,\n,PALMERAH,JKT,JKT603,Palmerah,`;
      const refusal = await importJntAreas({ databaseUrl: shop.config.databaseUrl, csv: bad }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(JntAreaImportRefused);
      expect((refusal as JntAreaImportRefused).problems).toEqual([
        { line: 5, problem: "kode_kota_jnt 'JAKARTA' is not 3 letters or digits" },
        { line: 6, problem: 'kabupaten_kota is empty' },
      ]);
      const after = await shop.sql.query('SELECT kode_jnt_receiver_area, source FROM jnt_areas ORDER BY id');
      expect(after.rows).toEqual(before.rows);
    });

    it("upserts J&T's records and replaces the made-up ones of the cities it names", async () => {
      const jakartaBarat = await count("kabupaten_kota = 'KOTA JAKARTA BARAT'");
      const seribu = await count("kabupaten_kota = 'KABUPATEN KEPULAUAN SERIBU'");
      const result = await importJntAreas({ databaseUrl: shop.config.databaseUrl, csv });
      expect(result).toEqual({ inserted: 2, updated: 1, derivedRemoved: jakartaBarat + seribu - 1 });
      expect(await count()).toBe(districtRows - result.derivedRemoved + 2);

      const codes = await get(`/api/areas/codes/?city=${encodeURIComponent('KOTA JAKARTA BARAT')}`);
      expect(codes.body.map((r: { kode_jnt_receiver_area: string }) => r.kode_jnt_receiver_area)).toEqual([
        'JKT601',
        'JKT600',
      ]);
      expect(codes.body.map((r: { postal_code: string | null }) => r.postal_code)).toEqual([null, '11840']);
      const { rows } = await shop.sql.query(
        "SELECT province, regency_code, district_code, source FROM jnt_areas WHERE kode_jnt_receiver_area = 'JKT600'",
      );
      expect(rows[0]).toEqual({
        province: 'Daerah Khusus Ibukota Jakarta',
        regency_code: '31.73',
        district_code: expect.stringMatching(/^31\.73\.\d+$/),
        source: 'jnt',
      });

      const again = await importJntAreas({ databaseUrl: shop.config.databaseUrl, csv });
      expect(again).toEqual({ inserted: 0, updated: 3, derivedRemoved: 0 });
      expect(await count("source = 'jnt'")).toBe(3);
    });

    it('lets the shipping side look codes up and find the default pickup', async () => {
      const directory = shop.api.get(AreaDirectory, { strict: false });
      expect(await directory.findByReceiverArea('jkt600')).toMatchObject({
        kabupaten_kota: 'KOTA JAKARTA BARAT',
        kecamatan_jnt: 'KALIDERES',
        kode_kota_jnt: 'JKT',
        kode_jnt_receiver_area: 'JKT600',
        province: 'Daerah Khusus Ibukota Jakarta',
        source: 'jnt',
      });
      expect(await directory.findByReceiverArea('NOPE99')).toBeNull();
      expect(await directory.defaultPickup()).toMatchObject({ send_site_code: 'JAKARTA', origin_code: 'JKT' });
    });
  });
});
