import { customers, logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';

/** The bound every plain (unpaged) list keeps, whatever its query says (README "The API's conventions"). */
const MAX_PLAIN_ROWS = 500;
const MORE = MAX_PLAIN_ROWS + 20;

/** Whether a refusal says `why`: as its message, or (where a page's own failure words stand first) in its detail. */
const saysWhy = (body: { message?: string; detail?: string }, why: string) =>
  body.message === why || (body.detail ?? '').includes(why);

/**
 * A stranger asks for the whole of a table grown past any real catalogue: every plain list stops at
 * 500 rows, and no query parameter lifts that; paged lists refuse sizes and pages they do not serve.
 */
describe('lists a stranger cannot make unbounded', () => {
  let shop: ShopUnderTest;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop();
    staff = (await logInStaff(shop, 'staf-batas@kilau.id')).access;
    const many = `generate_series(1, ${MORE}) g`;
    await shop.sql.query(
      `INSERT INTO products (name, price, stock, category, label) SELECT 'Kalung ' || g, 100000, 5, 'necklace', 'gold' FROM ${many}`,
    );
    await shop.sql.query(
      `INSERT INTO charms (name, price, stock, category, label, image) SELECT 'Charm ' || g, 30000, 5, 'alphabet', 'gold', '/media/c.png' FROM ${many}`,
    );
    await shop.sql.query(
      `INSERT INTO gift_sets (name, price, stock, label, image) SELECT 'Set ' || g, 300000, 5, 'forHer', '/media/g.png' FROM ${many}`,
    );
    await shop.sql.query(
      `INSERT INTO reviews (user_name, rating, review_text) SELECT 'Pembeli ' || g, 5, 'Bagus ' || g FROM ${many}`,
    );
    await shop.sql.query(
      `INSERT INTO photo_gallery (image, created_at) SELECT '/media/p' || g || '.png', now() - (${MORE} - g) * interval '1 minute' FROM ${many}`,
    );
    await shop.sql.query(
      `INSERT INTO discount_campaigns (name, start_time, end_time) SELECT 'Promo ' || g, now() - interval '1 hour', now() + interval '1 day' FROM ${many}`,
    );
  }, 60_000);
  afterAll(() => shop?.close());

  const lifting = '?limit=100000&per_page=100000&_end=100000&range=[0,100000]';

  it.each([
    ['/api/products/'],
    ['/api/charms/'],
    ['/api/gift-sets/'],
    ['/api/reviews/'],
    ['/api/photo-gallery/'],
    ['/api/discount-campaigns/'],
  ])('%s answers at most 500 rows, also when asked for more', async (path) => {
    for (const query of ['', lifting]) {
      const answer = await shop.call('GET', `${path}${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(MAX_PLAIN_ROWS);
    }
  });

  it('keeps the newest gallery pictures, oldest first, as the storefront shows the last ones', async () => {
    const { body } = await shop.call('GET', '/api/photo-gallery/');
    expect(body.at(-1).image).toBe(`/media/p${MORE}.png`);
    expect(body[0].image).toBe(`/media/p${MORE - MAX_PLAIN_ROWS + 1}.png`);
  });

  it("answers a customer's own orders and the staff orders table within the same bound", async () => {
    const [customer] = await customers(shop, 1, 'pembeli-batas');
    expect((await shop.call('GET', '/api/orders/', { token: customer!.access })).body).toEqual([]);
    const table = await shop.call('GET', `/api/admin/orders-table/${lifting}`, { token: staff });
    expect(table.status).toBe(200);
    expect(Array.isArray(table.body)).toBe(true);
  });

  it.each([
    ['page_size=1000', 'page_size must be at most 100'],
    ['page_size=0', 'page_size must be at least 1'],
    ['page_size=-5', 'page_size must be at least 1'],
    ['page_size=NaN', 'page_size must be a whole number'],
    ['page_size=abc', 'page_size must be a whole number'],
    ['page=-1', 'page must be at least 1'],
    ['page=NaN', 'page must be a whole number'],
    ['page=1e400', 'page must be a whole number'],
    ['page=100001', 'page must be at most 100000'],
  ])('paged lists refuse %s with 400 (%s)', async (query, message) => {
    for (const path of ['/api/products/', '/api/charms/', '/api/gift-sets/', '/api/search/?q=kalung&']) {
      const answer = await shop.call('GET', `${path}${path.includes('?') ? '' : '?'}${query}`);
      expect({ path, status: answer.status, said: saysWhy(answer.body, message) }).toEqual({
        path,
        status: 400,
        said: true,
      });
    }
    for (const path of ['/api/orders/', '/api/admin/orders-table/']) {
      const answer = await shop.call('GET', `${path}?${query}`, { token: staff });
      expect({ path, status: answer.status, said: saysWhy(answer.body, message) }).toEqual({
        path,
        status: 400,
        said: true,
      });
    }
  });

  it.each([
    ['[0,100000]', 'range must span at most 1000 rows'],
    ['[-10,5]', 'range must be JSON text like [0,9]: two whole numbers, the first not above the second'],
    ['[0,"NaN"]', 'range must be JSON text like [0,9]: two whole numbers, the first not above the second'],
    ['[1e300,1e300]', 'range must start at most at row 1000000'],
  ])('console lists refuse range=%s with 400', async (range, message) => {
    const lists = ['products', 'charms', 'gift-sets', 'photo-gallery', 'page-banners', 'discount-campaigns'];
    for (const path of [
      ...lists.map((list) => `/api/admin/${list}/`),
      '/api/admin/orders/',
      '/api/admin/late-payments/',
    ]) {
      const answer = await shop.call('GET', `${path}?range=${encodeURIComponent(range)}`, { token: staff });
      expect({ path, status: answer.status, said: saysWhy(answer.body, message) }).toEqual({
        path,
        status: 400,
        said: true,
      });
    }
  });

  it('console lists refuse a list of more ids than they answer rows', async () => {
    const ids = JSON.stringify({ id: Array.from({ length: 1001 }, (_, i) => i + 1) });
    const answer = await shop.call('GET', `/api/admin/products/?filter=${encodeURIComponent(ids)}`, {
      token: staff,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'filter id must name at most 1000 ids' } });
  });
});
