import { addProduct } from '../fixtures/catalogue.js';
import { mailedReviewLink, PNG, type ReviewCatalogue, reviewCatalogue } from '../reviews/review-helpers.js';
import { logIn, logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * The seed's own call paths (order-side seed §7), served beside the shop's: the review page's
 * and the pickup locations' doubled /api/api/..., and the admin pages' charm and gift-set writes
 * at /api/charms/ and /api/gift-sets/ (JSON or multipart with the picture in `image`, PATCH of
 * the fields sent, DELETE answering 204). Each answers as its twin does.
 */
describe("the seed's review, pickup-location and admin paths", () => {
  let shop: ShopUnderTest;
  let catalogue: ReviewCatalogue;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop();
    catalogue = await reviewCatalogue(shop);
    staff = (await logInStaff(shop, 'staf-seed@example.com')).access;
  });
  afterAll(() => shop.close());

  /** A multipart form as the seed's admin pages send it; `products` repeated. */
  async function multipart(method: string, path: string, fields: Array<[string, string]>, image?: Buffer) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'charm.png');
    const response = await fetch(`${shop.url}${path}`, {
      method,
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    return { status: response.status, body: (await response.json()) as { id: number; image?: string } };
  }

  it('validates a review link and takes the review at /api/api/review/..., as at /api/review/...', async () => {
    const { token } = await mailedReviewLink(shop, catalogue);
    const seed = await shop.call('GET', `/api/api/review/validate/?token=${token}`);
    const ours = await shop.call('GET', `/api/review/validate/?token=${token}`);
    expect(seed.status).toBe(200);
    expect(seed.body).toEqual(ours.body);
    expect(seed.body).toMatchObject({ order_id: expect.any(Number), review_token: token });
    const submitted = await shop.call('POST', '/api/api/review/submit/', {
      body: { token, rating: 5, review_text: 'Cantik sekali', product_ids: [catalogue.product] },
    });
    expect(submitted.status).toBe(201);
    expect((await shop.call('GET', `/api/api/review/validate/?token=${token}`)).status).toBe(410);
  });

  it('lists the pickup locations at /api/api/jnt-locations/', async () => {
    const seed = await shop.call('GET', '/api/api/jnt-locations/');
    expect(seed.status).toBe(200);
    expect(seed.body).toEqual((await shop.call('GET', '/api/jnt-locations/')).body);
    expect(seed.body.length).toBeGreaterThan(0);
  });

  it('creates a charm from the multipart form with its picture, patches one field, deletes it with 204', async () => {
    const created = await multipart(
      'POST',
      '/api/charms/',
      [
        ['name', 'Huruf S'],
        ['category', 'alphabet'],
        ['label', 'gold'],
        ['price', '45000'],
        ['stock', '12'],
        ['rating', '4.5'],
        ['discount', '10'],
        ['sold_stok', '0'],
        ['description', 'Huruf S emas'],
      ],
      PNG,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Huruf S',
      price: 45_000,
      stock: 12,
      image: expect.stringMatching(/^\//),
    });
    const id = created.body.id;
    expect((await fetch(`${shop.url}${created.body.image}`)).headers.get('content-type')).toBe('image/png');

    const patched = await shop.call('PATCH', `/api/charms/${id}/`, { token: staff, body: { price: 50_000 } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Huruf S', price: 50_000, stock: 12, image: created.body.image });
    // the storefront's public list is still the storefront's
    expect((await shop.call('GET', `/api/charms/${id}/`)).body).toMatchObject({ name: 'Huruf S', price: 50_000 });

    const deleted = await fetch(`${shop.url}/api/charms/${id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await shop.call('GET', `/api/admin/charms/${id}`, { token: staff })).status).toBe(404);
  });

  it('creates a gift set from the multipart form with repeated products, patches and deletes it', async () => {
    const first = await addProduct(shop.sql, { price: 150_000 });
    const second = await addProduct(shop.sql, { price: 90_000 });
    const created = await multipart('POST', '/api/gift-sets/', [
      ['name', 'Paket Sahabat'],
      ['label', 'forUs'],
      ['price', '300000'],
      ['stock', '5'],
      ['is_monthly_special', 'true'],
      ['products', String(first)],
      ['products', String(second)],
    ]);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Paket Sahabat', is_monthly_special: true, products: [first, second] });
    const id = created.body.id;

    const patched = await multipart('PATCH', `/api/gift-sets/${id}/`, [
      ['stock', '7'],
      ['products', String(second)],
    ]);
    expect(patched).toMatchObject({ status: 200, body: { name: 'Paket Sahabat', stock: 7, products: [second] } });
    const deleted = await fetch(`${shop.url}/api/gift-sets/${id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(deleted.status).toBe(204);
  });

  it('keeps the writes for staff: 401 without a token, 403 for a customer', async () => {
    const customer = (await logIn(shop, 'bukan-staf@example.com')).access;
    expect((await shop.call('POST', '/api/charms/', { body: { name: 'x' } })).status).toBe(401);
    expect((await shop.call('POST', '/api/gift-sets/', { body: { name: 'x' }, token: customer })).status).toBe(403);
    expect((await shop.call('DELETE', '/api/charms/1/', { token: customer })).status).toBe(403);
  });
});
