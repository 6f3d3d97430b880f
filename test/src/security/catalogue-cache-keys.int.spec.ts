import { CatalogueReads } from '@kilau/shop';

import { addProduct } from '../fixtures/catalogue.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';

const VARIANTS = 200;

/**
 * A stranger asks the catalogue the same questions through endless different addresses (junk
 * parameters, padded ids, reordered lists, other spacing and case) hoping each becomes an entry
 * of the catalogue cache. The cache is keyed by the validated query, so they all land on the
 * entries the plain questions made.
 */
describe('catalogue cache keys', () => {
  let shop: ShopUnderTest;
  let product: number;

  beforeAll(async () => {
    shop = await startShop({ catalogueCacheTtlMs: 60_000 }, { worker: false });
    product = await addProduct(shop.sql, { name: 'Kalung Kunci', price: 100_000 });
    await addProduct(shop.sql, { name: 'Kalung Hati', price: 120_000 });
  }, 60_000);
  afterAll(() => shop?.close());

  /** How many answers the cache holds. */
  const entries = () => shop.api.get(CatalogueReads).size;

  const plain = () => [
    '/api/products/',
    `/api/products/${product}/`,
    '/api/products/?ids=1,2',
    '/api/search/?q=kalung kunci',
    '/api/charms/?category=alphabet',
  ];
  const junk = (i: number) => [
    `/api/products/?junk=${i}`,
    `/api/products/?_=${i}&utm_source=x${i}`,
    `/api/products/${'0'.repeat((i % 8) + 1)}${product}/?v=${i}`,
    `/api/products/?ids=2,1,${i % 2 ? '1' : '2'}&cb=${i}`,
    `/api/search/?q=${encodeURIComponent(`  KALUNG${' '.repeat((i % 5) + 1)}Kunci `)}&r=${i}`,
    `/api/charms/?r=${i}&category=alphabet`,
  ];

  it(`holds one entry per question, however many addresses (${VARIANTS} x 6) ask it`, async () => {
    for (const path of plain()) expect((await shop.call('GET', path)).status).toBe(200);
    const before = entries();
    expect(before).toBe(plain().length);
    for (let i = 0; i < VARIANTS; i++) {
      const answers = await Promise.all(junk(i).map((path) => shop.call('GET', path)));
      expect(answers.map((a) => a.status)).toEqual(junk(i).map(() => 200));
    }
    expect(entries()).toBe(before);
  });

  it('answers a junk address from the entry the plain question made', async () => {
    await shop.call('GET', `/api/products/${product}/`);
    // a write that does not announce itself (triggers off for this transaction): only an answer
    // kept from the plain question can still say the old name
    const client = await shop.sql.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query('UPDATE products SET name = $1 WHERE id = $2', ['Kalung Baru', product]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const answer = await shop.call('GET', `/api/products/000${product}/?nocache=${Date.now()}`);
    expect(answer.body.name).toBe('Kalung Kunci');
  });
});
