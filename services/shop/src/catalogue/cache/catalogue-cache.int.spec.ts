import { jest } from '@jest/globals';
import pg from 'pg';

import {
  addProduct,
  logInStaff,
  type ShopProcess,
  type ShopUnderTest,
  spawnShopProcess,
  startShop,
  waitUntil,
} from '@kilau/test';

import { CatalogueReads } from './catalogue-cache.js';
import { CATALOGUE_CHANGED, CATALOGUE_STOCK_MOVED, STOCK_SHOWN_WITHIN_MS } from './catalogue-changes.js';

const charmForm = { name: 'Huruf A', category: 'alphabet', label: 'gold', price: 45_000, stock: 12 };

/**
 * Catalogue reads are ready bytes with a strong ETag, kept until the catalogue changes: the
 * TTL here is an hour, so only the change notifications can show a change.
 */
describe('catalogue ready answers', () => {
  let shop: ShopUnderTest;
  let second: ShopProcess;
  let product: number;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop({ catalogueCacheTtlMs: 3_600_000 });
    product = await addProduct(shop.sql, { name: 'Kalung Lama', price: 100_000 });
    staff = (await logInStaff(shop, 'staf-cache@example.com')).access;
    second = await spawnShopProcess(shop, 'main');
    // both processes listen before the tests write (a read is uncached until they do)
    await waitUntil(async () => (await listeners()) >= 2, { timeoutMs: 30_000, what: 'both LISTEN connections' });
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await shop?.close();
  });

  const listeners = async () =>
    Number(
      (
        await shop.sql.query(
          `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'kilau table changes'`,
        )
      ).rows[0].count,
    );
  const onSecond = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${second.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it('answers the same bytes with a strong ETag, and 304 with no body to If-None-Match', async () => {
    const first = await shop.call('GET', `/api/products/${product}/`);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    // fetch takes gzip: the gzipped representation's tag
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}(-gz)?"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.body).toMatchObject({ id: product, name: 'Kalung Lama' });
    const again = await shop.call('GET', `/api/products/${product}/`);
    expect(again.headers.get('etag')).toBe(etag);
    // the same answer in another process: the tag is the bytes', not the process's
    expect((await onSecond(`/api/products/${product}/`)).headers.get('etag')).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await onSecond(`/api/products/${product}/`, { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: revalidated.status, text: revalidated.text }).toEqual({
        ifNoneMatch,
        status: 304,
        text: '',
      });
      expect(revalidated.headers.get('etag')).toBe(etag);
    }
    expect((await onSecond(`/api/products/${product}/`, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('gzips a large answer once for clients that take gzip, under a tag of its own', async () => {
    // a page of a dozen products is well over the 1 KB below which nothing is gzipped
    for (let n = 0; n < 12; n++) await addProduct(shop.sql, { name: `Gelang Rantai ${n}`, price: 150_000 });
    const path = '/api/products/?page=1&page_size=12';
    const plain = await onSecond(path, { 'accept-encoding': 'identity' });
    const gzipped = await onSecond(path, { 'accept-encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
    expect(gzipped.headers.get('etag')).toBe(`${plain.headers.get('etag')!.slice(0, -1)}-gz"`);
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    const gzip304 = await onSecond(path, { 'accept-encoding': 'gzip', 'if-none-match': gzipped.headers.get('etag')! });
    expect(gzip304.status).toBe(304);
    // the other representation's tag does not stand for this one
    const mixed = await onSecond(path, {
      'accept-encoding': 'identity',
      'if-none-match': gzipped.headers.get('etag')!,
    });
    expect(mixed.status).toBe(200);
  });

  it('shows a write made with SQL within moments, and a changed answer has a new ETag (200 to the old one)', async () => {
    const before = await shop.call('GET', `/api/products/${product}/`);
    await onSecond(`/api/products/${product}/`);
    await shop.sql.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [product]);
    // a writer outside the shop has nothing to wait for: PostgreSQL delivers the notification to
    // each process a moment after the commit (on a loaded machine a read may come first); the
    // TTL here is an hour, so only the notification can show the change
    const read = () =>
      shop.call('GET', `/api/products/${product}/`, { headers: { 'if-none-match': before.headers.get('etag')! } });
    await waitUntil(async () => (await read()).status === 200, { timeoutMs: 3_000, what: 'the change heard' });
    const after = await read();
    expect(after.body.stock).toBe(before.body.stock + 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    await waitUntil(
      async () => JSON.parse((await onSecond(`/api/products/${product}/`)).text).stock === before.body.stock + 1,
      { timeoutMs: 3_000, what: 'the change heard by the second process' },
    );
  });

  it('keeps its answers when a write rolls back', async () => {
    const kept = await shop.call('GET', '/api/products/?page=1&page_size=12');
    const client = await shop.sql.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE products SET name = $1 WHERE id = $2', ['Kalung Batal', product]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const again = await shop.call('GET', '/api/products/?page=1&page_size=12');
    expect(again.headers.get('etag')).toBe(kept.headers.get('etag'));
    expect(JSON.stringify(again.body)).not.toContain('Kalung Batal');
  });

  it('shows a console write made through one API process at once in the other', async () => {
    const created = await shop.call('POST', '/api/admin/charms', { body: charmForm, token: staff });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const path = `/api/charms/?category=alphabet`;
    expect(JSON.parse((await onSecond(path)).text).map((c: { name: string }) => c.name)).toContain('Huruf A');
    expect(JSON.parse((await onSecond(`/api/charms/${id}/`)).text).price).toBe(45_000);

    const renamed = await shop.call('PUT', `/api/admin/charms/${id}`, {
      body: { ...charmForm, name: 'Huruf B', price: 50_000 },
      token: staff,
    });
    expect(renamed.status).toBe(200);
    // read on the other process straight after the write's answer: no TTL, no waiting
    expect(JSON.parse((await onSecond(`/api/charms/${id}/`)).text)).toMatchObject({ name: 'Huruf B', price: 50_000 });
    expect(JSON.parse((await onSecond(path)).text).map((c: { name: string }) => c.name)).toContain('Huruf B');
  });

  it('keeps no failure: a product that appears is answered at once', async () => {
    expect((await shop.call('GET', '/api/products/999999/')).status).toBe(404);
    await shop.sql.query(
      `INSERT INTO products (id, name, price, label, category) VALUES (999999, 'Kalung Baru Tiba', 90000, 'gold', 'necklace')`,
    );
    expect(await shop.call('GET', '/api/products/999999/')).toMatchObject({
      status: 200,
      body: { name: 'Kalung Baru Tiba' },
    });
  });

  it('tells a stock move from any other change to a stocked row, in the notification it sends', async () => {
    const listener = new pg.Client({ connectionString: shop.config.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.channel));
    const after = async (sql: string, params: unknown[]) => {
      heard.length = 0;
      await shop.sql.query(sql, params);
      // a query on the listening connection comes back after the commit's notifications reached it
      await listener.query('SELECT 1');
      return [...new Set(heard)].sort();
    };
    try {
      await listener.query(`LISTEN ${CATALOGUE_CHANGED}`);
      await listener.query(`LISTEN ${CATALOGUE_STOCK_MOVED}`);
      const take = 'UPDATE products SET stock = stock - 1, sold_stok = sold_stok + 1, updated_at = now() WHERE id = $1';
      expect(await after(take, [product])).toEqual([CATALOGUE_STOCK_MOVED]);
      expect(await after('UPDATE charms SET stock = stock + 1 WHERE stock >= $1', [0])).toEqual([
        CATALOGUE_STOCK_MOVED,
      ]);
      expect(await after('UPDATE products SET price = price + 1 WHERE id = $1', [product])).toEqual([
        CATALOGUE_CHANGED,
      ]);
      expect(
        await after('UPDATE products SET name = $1, stock = stock + 1 WHERE id = $2', ['Kalung Lama Sekali', product]),
      ).toEqual([CATALOGUE_CHANGED, CATALOGUE_STOCK_MOVED].sort());
      // the same values written again change nothing a shopper sees
      expect(await after('UPDATE products SET stock = stock WHERE id = $1', [product])).toEqual([]);
      expect(await after('DELETE FROM gift_sets WHERE id = $1', [-1])).toEqual([CATALOGUE_CHANGED]);
    } finally {
      await listener.end();
    }
  });

  it('forgets its answers at most once a spacing while stocks move, and shows the last move', async () => {
    const reads = shop.api.get(CatalogueReads);
    // a quiet spell after the moves above, and the product's answer kept
    await new Promise((resolve) => setTimeout(resolve, STOCK_SHOWN_WITHIN_MS + 200));
    await shop.call('GET', `/api/products/${product}/`);
    const forgets = jest.spyOn(reads, 'forgetAll');
    try {
      // thirty checkouts' stock moves within about half the spacing
      const moves = 30;
      const started = performance.now();
      for (let n = 0; n < moves; n++) {
        await shop.sql.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [product]);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      const spacings = Math.ceil((performance.now() - started) / STOCK_SHOWN_WITHIN_MS);
      const last = (await shop.sql.query('SELECT stock FROM products WHERE id = $1', [product])).rows[0].stock;
      await waitUntil(async () => (await shop.call('GET', `/api/products/${product}/`)).body.stock === last, {
        timeoutMs: STOCK_SHOWN_WITHIN_MS + 3_000,
        what: 'the last stock move shown',
      });
      // at once, then once at the end of each spacing the moves reached into; one more for the
      // notifications' own delays, which may carry the last moves past a spacing's end (30 a move before)
      expect(forgets.mock.calls.length).toBeGreaterThan(0);
      expect(forgets.mock.calls.length).toBeLessThanOrEqual(spacings + 2);
    } finally {
      forgets.mockRestore();
    }
  });
});
