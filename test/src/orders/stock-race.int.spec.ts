import { addProduct, stockOf } from '../fixtures/catalogue.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { buyNow } from './checkout-helpers.js';

/** Stock never oversells: the guarded update in the checkout's transaction decides, whatever races. */
describe('the last units of a product', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('go to exactly as many of 50 racing shoppers as there are units', async () => {
    const product = await addProduct(shop.sql, { name: 'Kalung Edisi Terbatas', price: 450_000, stock: 5 });
    const shoppers = await customers(shop, 50, 'pemburu');
    const answers = await Promise.all(shoppers.map((shopper) => buyNow(shop, shopper.access, { product })));

    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(5);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.error}`))).toEqual(
      new Set(['409 sold_out']),
    );
    expect(await stockOf(shop.sql, 'products', product)).toBe(0);
    const sold = await shop.sql.query('SELECT sold_stok FROM products WHERE id = $1', [product]);
    expect(sold.rows[0].sold_stok).toBe(5);
    const orders = await shop.sql.query(
      `SELECT count(*)::int AS n FROM events WHERE event_type = 'OrderPlaced' AND data -> 'stock' @> $1::jsonb`,
      [JSON.stringify([{ kind: 'product', id: product }])],
    );
    expect(orders.rows[0].n).toBe(5);
  }, 60_000);
});
