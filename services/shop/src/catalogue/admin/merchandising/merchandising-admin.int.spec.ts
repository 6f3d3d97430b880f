import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import {
  type CampaignRule,
  formatRupiah,
  MerchandisingMessages as M,
  productPrice,
  runningCampaigns,
} from '@kilau/domain';
import { configureHttpApp, ShopApiModule } from '@kilau/shop';
import { addProduct, logIn, logInStaff, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/**
 * The console's products, discount campaigns, footer gallery and page banners under /api/admin,
 * in ra-data-simple-rest's conventions. The catalogue cache is on (a minute), so "at once" means
 * the write cleared it, not that it expired.
 */
describe('merchandising in the console API', () => {
  let shop: ShopUnderTest;
  let staff: string;

  const admin = (method: string, path: string, body?: unknown, token = staff) =>
    shop.call(method, `/api/admin/${path}`, { token, body });
  const count = async (table: string) => Number((await shop.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

  /** The price the storefront shows for a product: its record and the campaigns, as the product page reads them. */
  const storefrontPrice = async (id: number) => {
    const product = (await shop.call('GET', `/api/products/${id}/`)).body;
    const campaigns = (await shop.call('GET', '/api/discount-campaigns/')).body as CampaignRule[];
    return productPrice(product, runningCampaigns(campaigns, new Date())).price;
  };

  beforeAll(async () => {
    shop = await startShop({ catalogueCacheTtlMs: 60_000 });
    staff = (await logInStaff(shop, 'merch@example.com')).access;
  });
  afterAll(() => shop.close());

  it('is for staff only: 401 without a login, 403 for a customer', async () => {
    const customer = (await logIn(shop, 'pembeli@example.com')).access;
    for (const resource of ['products', 'discount-campaigns', 'photo-gallery', 'page-banners']) {
      expect(await shop.call('GET', `/api/admin/${resource}`)).toMatchObject({
        status: 401,
        body: { message: 'Not authenticated' },
      });
      expect((await admin('GET', resource, undefined, customer)).status).toBe(403);
      expect((await admin('POST', resource, { name: 'x' }, customer)).status).toBe(403);
      expect((await shop.call('DELETE', `/api/admin/${resource}/1`)).status).toBe(401);
    }
  });

  describe('products', () => {
    const form = {
      name: 'Kalung Bulan Sabit',
      category: 'necklace',
      label: 'gold',
      price: 320_000,
      discount: 10,
      stock: 15,
      sold_stok: 2,
      description: 'Titanium berlapis emas 18K',
      details: 'Panjang 45 cm\nTahan air',
      images: ['/media/uploads/bulan-1.jpg', 'https://cdn.example.com/bulan-2.jpg'],
      charms: true,
      is_charm_spreadable: false,
      is_charm_max3: true,
      is_charm_max5: false,
    };

    it('adds a product the storefront shows at once, with its pictures in order', async () => {
      expect((await shop.call('GET', '/api/products/')).body).toEqual([]);
      const created = await admin('POST', 'products', form);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...form, id: expect.any(Number), rating: 0, jewel_set_products: [] });
      const shown = (await shop.call('GET', `/api/products/${created.body.id}/`)).body;
      expect(shown).toMatchObject({ name: form.name, price: 320_000, discount_price: 288_000, charms: true });
      expect(shown.images).toEqual([
        { image_url: '/media/uploads/bulan-1.jpg', alt_text: form.name },
        { image_url: 'https://cdn.example.com/bulan-2.jpg', alt_text: form.name },
      ]);
      expect((await shop.call('GET', '/api/products/')).body).toHaveLength(1);
    });

    it('lists with sort, range, search, filters and getMany, totalled in Content-Range', async () => {
      const ids = [
        await addProduct(shop.sql, { name: 'Gelang Mutiara', price: 150_000, category: 'bracelet', label: 'silver' }),
        await addProduct(shop.sql, { name: 'Cincin Mutiara', price: 90_000, category: 'ring' }),
        await addProduct(shop.sql, { name: 'Anting Bintang', price: 120_000, category: 'earring' }),
      ];
      const page = await admin('GET', `products?sort=${encodeURIComponent('["price","ASC"]')}&range=[0,1]`);
      expect(page.headers.get('content-range')).toBe('products 0-1/4');
      expect(page.body.map((p: { name: string }) => p.name)).toEqual(['Cincin Mutiara', 'Anting Bintang']);
      const search = await admin('GET', `products?filter=${encodeURIComponent('{"q":"mutiara"}')}`);
      expect(search.body.map((p: { name: string }) => p.name).sort()).toEqual(['Cincin Mutiara', 'Gelang Mutiara']);
      expect(search.headers.get('content-range')).toBe('products 0-1/2');
      const silver = await admin('GET', `products?filter=${encodeURIComponent('{"label":"silver"}')}`);
      expect(silver.body.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
      const many = await admin(
        'GET',
        `products?filter=${encodeURIComponent(JSON.stringify({ id: [ids[1], ids[2]] }))}`,
      );
      expect(many.body.map((p: { id: number }) => p.id).sort()).toEqual([ids[1], ids[2]].sort());
      const unsortable = await admin('GET', `products?sort=${encodeURIComponent('["secret","ASC"]')}`);
      expect(unsortable.status).toBe(400);
    });

    it('edits stock and label, the storefront showing them at once, and keeps the other fields', async () => {
      const id = await addProduct(shop.sql, { name: 'Gelang Kaki Kerang', price: 80_000, category: 'anklet' });
      const before = (await admin('GET', `products/${id}`)).body;
      expect((await shop.call('GET', `/api/products/${id}/`)).body.stock).toBe(100);
      const updated = await admin('PUT', `products/${id}`, { ...before, stock: 3, label: 'rose_gold' });
      expect(updated).toMatchObject({
        status: 200,
        body: { ...before, stock: 3, label: 'rose_gold', updated_at: expect.any(String) },
      });
      expect((await shop.call('GET', `/api/products/${id}/`)).body).toMatchObject({ stock: 3, label: 'rose_gold' });
      expect((await shop.call('GET', `/api/products/${id}/`)).body.images).toEqual([
        { image_url: '/media/test/product.svg', alt_text: 'test' },
      ]);
    });

    it('makes a jewel set of existing products', async () => {
      const members = [
        await addProduct(shop.sql, { name: 'Kalung Set', price: 100_000 }),
        await addProduct(shop.sql, { name: 'Gelang Set', price: 90_000, category: 'bracelet' }),
      ];
      const created = await admin('POST', 'products', {
        ...form,
        name: 'Set Perhiasan Bintang',
        category: 'jewel_set',
        jewel_set_products: members,
      });
      expect(created.body.jewel_set_products).toEqual(members);
      expect((await shop.call('GET', `/api/products/${created.body.id}/`)).body.jewel_set_products).toEqual(members);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a blank name', { name: ' ' }, 'name', M.required('Name')],
      ['a negative stock', { stock: -1 }, 'stock', M.wholeNumber('Stock')],
      ['a price with cents', { price: 99_999.5 }, 'price', M.wholeNumber('Price')],
      ['an unknown label', { label: 'platinum' }, 'label', M.oneOf('Label', ['gold', 'silver', 'rose_gold'])],
      ['members on a necklace', { jewel_set_products: [1] }, 'jewel_set_products', M.jewelSetOnly],
      [
        'a member that does not exist',
        { category: 'jewel_set', jewel_set_products: [999_999] },
        'jewel_set_products',
        M.productMissing(999_999),
      ],
    ])('refuses %s, creating or editing, and changes nothing', async (_, change, field, message) => {
      const id = await addProduct(shop.sql, { name: 'Cincin Tetap', price: 70_000, category: 'ring' });
      const before = (await admin('GET', `products/${id}`)).body;
      const products = await count('products');
      for (const refused of [
        await admin('POST', 'products', { ...form, ...change }),
        await admin('PUT', `products/${id}`, { ...before, ...change }),
      ]) {
        expect(refused).toMatchObject({
          status: 400,
          body: {
            message,
            fields: { [field]: [message] },
            errors: { [field]: message, root: { serverError: message } },
          },
        });
      }
      expect(await count('products')).toBe(products);
      expect((await admin('GET', `products/${id}`)).body).toEqual(before);
    });

    it('deletes a product, answering the deleted record; then it is not found', async () => {
      const id = await addProduct(shop.sql, { name: 'Anting Hilang', price: 60_000, category: 'earring' });
      const record = (await admin('GET', `products/${id}`)).body;
      expect((await shop.call('GET', `/api/products/${id}/`)).status).toBe(200);
      expect(await admin('DELETE', `products/${id}`)).toMatchObject({ status: 200, body: record });
      expect(await admin('GET', `products/${id}`)).toMatchObject({
        status: 404,
        body: { message: 'Product not found' },
      });
      expect((await shop.call('GET', `/api/products/${id}/`)).status).toBe(404);
      expect((await admin('DELETE', `products/${id}`)).status).toBe(404);
    });
  });

  describe('discount campaigns', () => {
    let product: number;
    beforeAll(async () => {
      product = await addProduct(shop.sql, { name: 'Kalung Promo', price: 250_000, discount: 10 });
    });

    it("changes the storefront's price at once, and its removal restores it", async () => {
      expect(await storefrontPrice(product)).toBe(225_000);
      const created = await admin('POST', 'discount-campaigns', {
        name: 'Promo Gajian',
        end_time: inAWeek(),
        items: [{ product, discount_type: 'amount', discount_value: 199_000 }],
      });
      expect(created).toMatchObject({
        status: 201,
        body: {
          name: 'Promo Gajian',
          is_active: true,
          items: [{ product, discount_type: 'amount', discount_value: 199_000 }],
        },
      });
      expect(await storefrontPrice(product)).toBe(199_000);

      const edited = await admin('PUT', `discount-campaigns/${created.body.id}`, {
        ...created.body,
        items: [{ product, discount_type: 'percent', discount_value: 30 }],
      });
      expect(edited.body.items).toEqual([{ product, discount_type: 'percent', discount_value: 30 }]);
      expect(await storefrontPrice(product)).toBe(175_000);

      expect(await admin('DELETE', `discount-campaigns/${created.body.id}`)).toMatchObject({
        status: 200,
        body: { id: created.body.id, items: [{ product, discount_type: 'percent', discount_value: 30 }] },
      });
      expect(await storefrontPrice(product)).toBe(225_000);
      expect((await admin('GET', `discount-campaigns/${created.body.id}`)).status).toBe(404);
    });

    it('lists with sort, range and search, and answers getMany', async () => {
      const made = [];
      for (const name of ['Promo Ramadan', 'Promo Natal', 'Flash Sale']) {
        const items = [{ product, discount_type: 'percent', discount_value: 5 }];
        made.push((await admin('POST', 'discount-campaigns', { name, end_time: inAWeek(), items })).body.id);
      }
      const page = await admin('GET', `discount-campaigns?sort=${encodeURIComponent('["name","ASC"]')}&range=[0,1]`);
      expect(page.headers.get('content-range')).toBe('discount-campaigns 0-1/3');
      expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Flash Sale', 'Promo Natal']);
      const promo = await admin('GET', `discount-campaigns?filter=${encodeURIComponent('{"q":"promo"}')}`);
      expect(promo.headers.get('content-range')).toBe('discount-campaigns 0-1/2');
      const many = await admin(
        'GET',
        `discount-campaigns?filter=${encodeURIComponent(JSON.stringify({ id: [made[2]] }))}`,
      );
      expect(many.body.map((c: { name: string }) => c.name)).toEqual(['Flash Sale']);
      for (const id of made) await admin('DELETE', `discount-campaigns/${id}`);
    });

    it.each<[string, Record<string, unknown>, string, (product: number) => string]>([
      ['no name', { name: '' }, 'name', () => M.required('Name')],
      ['an end in the past', { end_time: '2020-01-01T00:00:00Z' }, 'end_time', () => M.campaignEndPassed],
      ['no items', { items: [] }, 'items', () => M.campaignNeedsItems],
      ['a percent of 0', { value: 0 }, 'items.0.discount_value', () => M.campaignPercent],
      ['a percent of 101', { value: 101 }, 'items.0.discount_value', () => M.campaignPercent],
      [
        'a new price at the product price',
        { type: 'amount', value: 250_000 },
        'items.0.discount_value',
        () => M.campaignAmountBelowPrice(formatRupiah(250_000)),
      ],
      ['a product that does not exist', { product: 999_999 }, 'items.0.product', () => M.productMissing(999_999)],
    ])('refuses %s and changes nothing', async (_, change, field, message) => {
      const campaigns = await count('discount_campaigns');
      const items = await count('discount_campaign_items');
      const { type = 'percent', value = 20, product: item = product, ...rest } = change;
      const refused = await admin('POST', 'discount-campaigns', {
        name: 'Promo Salah',
        end_time: inAWeek(),
        items: [{ product: item, discount_type: type, discount_value: value }],
        ...rest,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: message(product), fields: { [field]: [message(product)] } },
      });
      expect(await count('discount_campaigns')).toBe(campaigns);
      expect(await count('discount_campaign_items')).toBe(items);
      expect(await storefrontPrice(product)).toBe(225_000);
    });

    it('refuses an edit that breaks a rule and keeps the campaign as it was', async () => {
      const items = [{ product, discount_type: 'percent', discount_value: 20 }];
      const created = (await admin('POST', 'discount-campaigns', { name: 'Promo Tetap', end_time: inAWeek(), items }))
        .body;
      const refused = await admin('PUT', `discount-campaigns/${created.id}`, {
        ...created,
        items: [{ product, discount_type: 'amount', discount_value: 300_000 }],
      });
      expect(refused.status).toBe(400);
      expect((await admin('GET', `discount-campaigns/${created.id}`)).body).toEqual(created);
      expect(await storefrontPrice(product)).toBe(200_000);
      await admin('DELETE', `discount-campaigns/${created.id}`);
    });
  });

  describe('footer gallery', () => {
    it('adds, lists, edits and removes pictures, the storefront showing each change at once', async () => {
      expect((await shop.call('GET', '/api/photo-gallery/')).body).toEqual([]);
      const added = await admin('POST', 'photo-gallery', {
        image: '/media/uploads/g1.jpg',
        alt_text: 'Gelang di pantai',
      });
      expect(added).toMatchObject({
        status: 201,
        body: { image: '/media/uploads/g1.jpg', alt_text: 'Gelang di pantai' },
      });
      await admin('POST', 'photo-gallery', { image: 'https://cdn.example.com/g2.jpg' });
      const list = await admin('GET', `photo-gallery?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,9]`);
      expect(list.headers.get('content-range')).toBe('photo-gallery 0-1/2');
      expect(list.body.map((g: { image: string }) => g.image)).toEqual([
        '/media/uploads/g1.jpg',
        'https://cdn.example.com/g2.jpg',
      ]);
      const search = await admin('GET', `photo-gallery?filter=${encodeURIComponent('{"q":"pantai"}')}`);
      expect(search.body).toHaveLength(1);
      expect((await shop.call('GET', '/api/photo-gallery/')).body).toHaveLength(2);

      const edited = await admin('PUT', `photo-gallery/${added.body.id}`, { ...added.body, alt_text: 'Gelang emas' });
      expect(edited.body.alt_text).toBe('Gelang emas');
      expect(await admin('DELETE', `photo-gallery/${added.body.id}`)).toMatchObject({ status: 200, body: edited.body });
      expect((await shop.call('GET', '/api/photo-gallery/')).body.map((g: { image: string }) => g.image)).toEqual([
        'https://cdn.example.com/g2.jpg',
      ]);
    });

    it('refuses a picture without an image address and changes nothing', async () => {
      const before = await count('photo_gallery');
      for (const image of ['', 'javascript:alert(1)']) {
        const refused = await admin('POST', 'photo-gallery', { image });
        expect(refused.status).toBe(400);
        expect(refused.body.fields.image).toHaveLength(1);
      }
      expect(await count('photo_gallery')).toBe(before);
    });
  });

  describe('page banners', () => {
    it('sets one banner per storefront page, shown at once, and refuses a second or an unknown page', async () => {
      expect((await shop.call('GET', '/api/page-banners/')).body).toEqual([]);
      const set = await admin('POST', 'page-banners', { page: 'homepage', image_url: '/media/uploads/hero.jpg' });
      expect(set).toMatchObject({ status: 201, body: { page: 'homepage', image_url: '/media/uploads/hero.jpg' } });
      expect((await shop.call('GET', '/api/page-banners/')).body).toEqual([
        { id: set.body.id, page: 'homepage', image_url: '/media/uploads/hero.jpg' },
      ]);

      const taken = await admin('POST', 'page-banners', { page: 'homepage', image_url: '/media/uploads/other.jpg' });
      expect(taken).toMatchObject({ status: 409, body: { message: M.bannerPageTaken('homepage') } });
      const unknown = await admin('POST', 'page-banners', { page: 'checkout', image_url: '/media/uploads/x.jpg' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/^Page must be one of: homepage, charmbar/);
      const charms = (await admin('POST', 'page-banners', { page: 'charms', image_url: '/media/c.jpg' })).body;
      const moved = await admin('PUT', `page-banners/${charms.id}`, { ...charms, page: 'homepage' });
      expect(moved).toMatchObject({ status: 409, body: { message: M.bannerPageTaken('homepage') } });
      expect(await count('page_banners')).toBe(2);

      const list = await admin('GET', `page-banners?filter=${encodeURIComponent('{"page":"charms"}')}`);
      expect(list.body).toEqual([{ ...charms }]);
      expect(list.headers.get('content-range')).toBe('page-banners 0-0/1');

      const changed = await admin('PUT', `page-banners/${set.body.id}`, {
        ...set.body,
        image_url: '/media/uploads/new.jpg',
      });
      expect(changed.body.image_url).toBe('/media/uploads/new.jpg');
      expect((await shop.call('GET', '/api/page-banners/?page=homepage')).body[0].image_url).toBe(
        '/media/uploads/new.jpg',
      );
      expect(await admin('DELETE', `page-banners/${set.body.id}`)).toMatchObject({ status: 200, body: changed.body });
      expect((await shop.call('GET', '/api/page-banners/?page=homepage')).body).toEqual([]);
    });
  });

  it('tells the other API processes too: they answer the change without waiting out their cache', async () => {
    const other = await NestFactory.create<NestExpressApplication>(ShopApiModule.forRoot(shop.config), {
      logger: false,
      bodyParser: false,
    });
    configureHttpApp(other, shop.config);
    await other.listen(0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(other.getHttpServer().address() as { port: number }).port}`;
      const product = await addProduct(shop.sql, { name: 'Gelang Dua Proses', price: 140_000, category: 'bracelet' });
      const stockThere = async () =>
        ((await (await fetch(`${url}/api/products/${product}/`)).json()) as { stock: number }).stock;
      // the other process now holds the product in its cache for a minute
      expect(await stockThere()).toBe(100);
      const record = (await admin('GET', `products/${product}`)).body;
      await admin('PUT', `products/${product}`, { ...record, stock: 9 });
      await waitUntil(async () => (await stockThere()) === 9, {
        timeoutMs: 3_000,
        what: 'the other API process to answer the new stock',
      });
    } finally {
      await other.close();
    }
  });
});
