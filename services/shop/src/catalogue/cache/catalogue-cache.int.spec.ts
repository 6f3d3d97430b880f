import { addProduct, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

/**
 * Catalogue reads come from memory for CATALOGUE_CACHE_TTL_MS, then show the catalogue as it is.
 * The TTL is generous (5 s) so a loaded CI machine still makes the second read inside it.
 */
describe('catalogue cache', () => {
  let shop: ShopUnderTest;
  let product: number;

  beforeAll(async () => {
    shop = await startShop({ catalogueCacheTtlMs: 5_000 });
  });
  afterAll(() => shop.close());

  const name = async () => (await shop.call('GET', `/api/products/${product}/`)).body.name;

  it('answers a repeated read from memory within the TTL, and the new state after it', async () => {
    // made here, not in beforeAll, so a retried run starts from its own unchanged product
    product = await addProduct(shop.sql, { name: 'Kalung Lama', price: 100_000 });
    expect(await name()).toBe('Kalung Lama');
    await shop.sql.query('UPDATE products SET name = $1 WHERE id = $2', ['Kalung Baru', product]);
    expect(await name()).toBe('Kalung Lama');
    await waitUntil(async () => (await name()) === 'Kalung Baru', { timeoutMs: 20_000, what: 'the new name' });
  });

  it('keys by the question, so other pages and filters are their own entries', async () => {
    const first = await shop.call('GET', '/api/products/?page=1&page_size=1');
    await addProduct(shop.sql, { name: 'Kalung Kedua', price: 120_000 });
    const other = await shop.call('GET', '/api/products/?page=1&page_size=2');
    expect(other.body.count).toBe(first.body.count + 1);
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
});
