import { request } from 'node:http';

import { jest } from '@jest/globals';

import { addCharm, addProduct, logInStaff, type ShopUnderTest, startShop } from '@kilau/test';

import { registry } from '../../platform/metrics/shop-metrics.js';
import { CatalogueReads } from '../cache/catalogue-cache.js';

/** An answer as it arrives on the wire: status, headers and bytes, gzip left as it is. */
interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answer without what differs from one second to the next. */
const comparable = ({ headers: { date: _date, ...headers }, ...rest }: Wire) => ({ ...rest, headers });

/**
 * Catalogue reads the router has answered are answered again ahead of Express, from the kept
 * bytes: the same status, headers and bytes as the router's (security and CORS headers, the
 * caller's request id, ETag and 304, gzip), and a catalogue change shows at once.
 */
describe('the catalogue lane ahead of Express', () => {
  let shop: ShopUnderTest;
  let reads: CatalogueReads;
  let product: number;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop({ catalogueCacheTtlMs: 3_600_000 });
    product = await addProduct(shop.sql, { name: 'Kalung Lajur', price: 110_000 });
    for (let n = 0; n < 12; n++) await addProduct(shop.sql, { name: `Gelang Lajur ${n}`, price: 150_000 });
    await addCharm(shop.sql, { name: 'Huruf L', price: 40_000 });
    staff = (await logInStaff(shop, 'staf-lajur@example.com')).access;
    reads = shop.api.get(CatalogueReads);
  }, 60_000);
  afterAll(() => shop?.close());

  /** Asks twice, the router answering the first time only; answers both. */
  async function byRouterThenLane(path: string, headers: Record<string, string>) {
    const routed = jest.spyOn(reads, 'send');
    try {
      const first = await get(`${shop.url}${path}`, headers);
      expect(routed).toHaveBeenCalledTimes(1);
      const second = await get(`${shop.url}${path}`, headers);
      expect(routed).toHaveBeenCalledTimes(1);
      return { first, second };
    } finally {
      routed.mockRestore();
    }
  }

  const origin = () => new URL(shop.config.publicUrl).origin;
  const cases: Array<[string, (tag: string) => string, () => Record<string, string>]> = [
    ['a page of 12, plain', (v) => `/api/products/?page=1&page_size=12&v=${v}`, () => ({})],
    [
      'a page of 12, gzip',
      (v) => `/api/products/?page=1&page_size=12&v=${v}`,
      () => ({ 'accept-encoding': 'gzip, br' }),
    ],
    ['the plain array, from the shop', (v) => `/api/products/?v=${v}`, () => ({ origin: origin() })],
    ['the plain array, from another site', (v) => `/api/products/?v=${v}`, () => ({ origin: 'https://evil.test' })],
    ['a product by id', (v) => `/api/products/${product}/?v=${v}`, () => ({ 'accept-encoding': 'gzip' })],
    [
      'a search, as Chrome asks',
      (v) => `/api/search/?q=lajur&v=${v}`,
      () => ({ 'accept-encoding': 'gzip, deflate, br, zstd' }),
    ],
    ['a small answer, deflate', (v) => `/api/videos/?v=${v}`, () => ({ 'accept-encoding': 'deflate' })],
    ['charms', (v) => `/api/charms/?category=alphabet&v=${v}`, () => ({})],
    ['banners', (v) => `/api/page-banners/?page=homepage&v=${v}`, () => ({})],
  ];

  it.each(cases)('%s: the same status, headers and bytes as the router', async (_name, path, headers) => {
    const asked = { ...headers(), 'x-request-id': 'lajur-test-0001' };
    const { first, second } = await byRouterThenLane(path(String(Math.random())), asked);
    expect(first.status).toBe(200);
    expect(comparable(second)).toEqual(comparable(first));
    // and the 304 for its tag
    const tag = { ...asked, 'if-none-match': String(first.headers.etag) };
    const revalidated = await byRouterThenLane(path(String(Math.random())), tag);
    expect(revalidated.first.status).toBe(304);
    expect(comparable(revalidated.second)).toEqual(comparable(revalidated.first));
  });

  it('leaves a large answer that compression() encodes per request (deflate or br, no gzip) to the router', async () => {
    const path = `/api/products/?page=1&page_size=12&v=${Math.random()}`;
    const routed = jest.spyOn(reads, 'send');
    try {
      for (let n = 0; n < 2; n++) {
        const answer = await get(`${shop.url}${path}`, { 'accept-encoding': 'deflate' });
        expect(answer.headers['content-encoding']).toBe('deflate');
      }
      expect(routed).toHaveBeenCalledTimes(2);
    } finally {
      routed.mockRestore();
    }
  });

  it('mints a request id for each answer, as the router does', async () => {
    const path = `/api/products/${product}/?v=${Math.random()}`;
    const { first, second } = await byRouterThenLane(path, {});
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('leaves logged-in calls to the router', async () => {
    const path = `/api/products/${product}/?v=${Math.random()}`;
    const routed = jest.spyOn(reads, 'send');
    try {
      for (let n = 0; n < 2; n++) expect((await shop.call('GET', path, { token: staff })).status).toBe(200);
      expect(routed).toHaveBeenCalledTimes(2);
    } finally {
      routed.mockRestore();
    }
  });

  it('counts its answers under the route pattern, as the router does', async () => {
    const count = async () =>
      (await registry.getSingleMetric('kilau_http_request_duration_seconds')!.get()).values.find(
        (v) =>
          (v as { metricName?: string }).metricName === 'kilau_http_request_duration_seconds_count' &&
          /^\/api\/products\/:id\/?$/.test(String(v.labels.route)) &&
          v.labels.status === '200',
      )?.value ?? 0;
    await byRouterThenLane(`/api/products/${product}/?v=${Math.random()}`, {});
    const before = await count();
    await get(`${shop.url}/api/products/${product}/`, {});
    await get(`${shop.url}/api/products/${product}/`, {});
    expect(await count()).toBe(before + 2);
  });

  it('shows a console change at once: the next read is the router’s, with the new bytes', async () => {
    const form = { name: 'Huruf M', category: 'alphabet', label: 'gold', price: 45_000, stock: 12 };
    const created = await shop.call('POST', '/api/admin/charms', { body: form, token: staff });
    expect(created.status).toBe(201);
    const path = `/api/charms/${created.body.id as number}/`;
    const { second: kept } = await byRouterThenLane(path, {});
    expect(JSON.parse(kept.body.toString()).name).toBe('Huruf M');
    const renamed = await shop.call('PUT', `/api/admin/charms/${created.body.id as number}`, {
      body: { ...form, name: 'Huruf N' },
      token: staff,
    });
    expect(renamed.status).toBe(200);
    const routed = jest.spyOn(reads, 'send');
    try {
      const after = await get(`${shop.url}${path}`, {});
      expect(routed).toHaveBeenCalledTimes(1);
      expect(JSON.parse(after.body.toString()).name).toBe('Huruf N');
      expect(after.headers.etag).not.toBe(kept.headers.etag);
    } finally {
      routed.mockRestore();
    }
  });
});

/** The anonymous budget with the lane in front: most reads spend here, every read counts, the last is exact. */
describe('the catalogue lane and the anonymous budget', () => {
  const BUDGET = 300;
  let shop: ShopUnderTest;
  let reads: CatalogueReads;

  beforeAll(async () => {
    shop = await startShop({ catalogueCacheTtlMs: 3_600_000, anonymousRequestsPerMinute: BUDGET }, { worker: false });
    await addProduct(shop.sql, { name: 'Kalung Anggaran', price: 100_000 });
    reads = shop.api.get(CatalogueReads);
  }, 60_000);
  afterAll(() => shop?.close());

  it('answers most reads of a budget itself, and refuses the one past it through the router', async () => {
    const client = { 'x-forwarded-for': '198.51.100.77' };
    const routed = jest.spyOn(reads, 'send');
    try {
      for (let n = 0; n < BUDGET; n++) expect((await get(`${shop.url}/api/products/`, client)).status).toBe(200);
      expect(routed.mock.calls.length).toBeLessThan(BUDGET / 2);
      const refused = await shop.call('GET', '/api/products/', { headers: client });
      expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      // another address still has its own budget
      expect((await get(`${shop.url}/api/products/`, { 'x-forwarded-for': '198.51.100.78' })).status).toBe(200);
    } finally {
      routed.mockRestore();
    }
  });
});
