import { seedDemoData } from '@kilau/shop';
import { type ShopUnderTest, startShop } from '@kilau/test';

const PRODUCT_FIELDS = [
  'category',
  'charms',
  'charms_detail',
  'created_at',
  'description',
  'details',
  'discount',
  'discount_price',
  'id',
  'images',
  'is_charm_max3',
  'is_charm_max5',
  'is_charm_spreadable',
  'jewel_set_products',
  'label',
  'name',
  'price',
  'rating',
  'sold_stok',
  'stock',
];
const CHARM_FIELDS = [
  'category',
  'created_at',
  'cutout_image', // ours: the builder preview's picture of the charm alone
  'description',
  'discount',
  'discount_price',
  'id',
  'image',
  'image_variants',
  'label',
  'name',
  'price',
  'rating',
  'sold_stok',
  'stock',
];
const GIFT_SET_FIELDS = [
  'created_at',
  'description',
  'discount',
  'id',
  'image',
  'image_url',
  'image_variants',
  'images',
  'is_monthly_special',
  'label',
  'name',
  'price',
  'products',
  'products_detail',
  'rating',
  'sold_stok',
  'stock',
];

/** Beside every demo picture, its smaller copies (picture-variants.int.spec.ts serves them). */
const VARIANTS = expect.arrayContaining([
  { format: 'avif', width: 320, url: expect.stringMatching(/^\/media\/.+\.[0-9a-f]{12}\.320w\.avif$/) },
]);

/** The storefront's reads over the demo catalogue, through HTTP. */
describe('catalogue', () => {
  let shop: ShopUnderTest;
  const get = (path: string) => shop.call('GET', path);

  beforeAll(async () => {
    shop = await startShop();
    await seedDemoData({ databaseUrl: shop.config.databaseUrl, mediaDir: shop.config.mediaDir });
  });
  afterAll(() => shop.close());

  describe('products', () => {
    it('answers every product with the seed field names, money in whole rupiah', async () => {
      const { status, body } = await get('/api/products/');
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(60);
      for (const product of body) {
        expect(Object.keys(product).sort()).toEqual(PRODUCT_FIELDS);
        expect(Number.isInteger(product.price)).toBe(true);
        expect(Number.isInteger(product.discount_price)).toBe(true);
        expect(product.discount_price).toBeLessThanOrEqual(product.price);
        expect(product.images[0]).toEqual({
          image_url: expect.stringMatching(/^\/media\//),
          alt_text: expect.any(String),
          image_variants: VARIANTS,
        });
      }
    });

    it('serves the same list with or without the trailing slash', async () => {
      const [withSlash, without] = await Promise.all([get('/api/products/'), get('/api/products')]);
      expect(without.body).toEqual(withSlash.body);
    });

    it('takes its own discount into discount_price', async () => {
      await shop.sql.query(
        'UPDATE products SET price = 200000, discount = 15 WHERE id = (SELECT min(id) FROM products)',
      );
      const [{ id }] = (await shop.sql.query('SELECT min(id) AS id FROM products')).rows;
      const { body } = await get(`/api/products/${id}/`);
      expect(body).toMatchObject({ price: 200000, discount: 15, discount_price: 170000 });
    });

    it.each(['necklace', 'bracelet', 'earring', 'ring', 'anklet', 'jewel_set'])(
      'filters by category %s',
      async (category) => {
        const { body } = await get(`/api/products/?category=${category}`);
        expect(body.length).toBeGreaterThan(0);
        expect(body.every((p: { category: string }) => p.category === category)).toBe(true);
      },
    );

    it('lists a jewel set with its products, and charm bases with their charms', async () => {
      const { body: sets } = await get('/api/products/?category=jewel_set');
      expect(sets.every((s: { jewel_set_products: number[] }) => s.jewel_set_products.length >= 2)).toBe(true);
      const members = await get(`/api/products/?ids=${sets[0].jewel_set_products.join(',')}`);
      expect(members.body.map((p: { id: number }) => p.id)).toEqual(sets[0].jewel_set_products);
      const { body: all } = await get('/api/products/');
      const bases = all.filter((p: { charms: boolean }) => p.charms);
      expect(bases.length).toBeGreaterThanOrEqual(10);
      expect(bases.some((p: { charms_detail: unknown[] }) => p.charms_detail.length > 0)).toBe(true);
      expect(
        bases.every((p: { is_charm_max3: boolean; is_charm_max5: boolean }) => p.is_charm_max3 !== p.is_charm_max5),
      ).toBe(true);
    });

    it('pages with count and totals, ordered as asked', async () => {
      const { body } = await get('/api/products/?page=2&page_size=8&ordering=-sold_stok');
      expect(body).toMatchObject({ page: 2, page_size: 8, count: expect.any(Number) });
      expect(body.results).toHaveLength(8);
      expect(body.total_pages).toBe(Math.ceil(body.count / 8));
      const sold = body.results.map((p: { sold_stok: number }) => p.sold_stok);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
      const first = await get('/api/products/?page=1&page_size=8&ordering=-sold_stok');
      expect(Math.min(...first.body.results.map((p: { sold_stok: number }) => p.sold_stok))).toBeGreaterThanOrEqual(
        Math.max(...sold),
      );
    });

    it('filters by material and stock', async () => {
      const gold = await get('/api/products/?label=gold&in_stock=true');
      expect(gold.body.every((p: { label: string; stock: number }) => p.label === 'gold' && p.stock > 0)).toBe(true);
      const soldOut = await get('/api/products/?in_stock=false');
      expect(soldOut.body.length).toBeGreaterThan(0);
      expect(soldOut.body.every((p: { stock: number }) => p.stock === 0)).toBe(true);
    });

    it('finds by text without case or accents', async () => {
      await shop.sql.query(
        "INSERT INTO products (name, price, label, category) VALUES ('Kalung Élégance Perle', 150000, 'gold', 'necklace')",
      );
      for (const q of ['elegance', 'ÉLÉGANCE', 'legan perle']) {
        const { body } = await get(`/api/products/?q=${encodeURIComponent(q)}`);
        expect(body.map((p: { name: string }) => p.name)).toContain('Kalung Élégance Perle');
      }
      const none = await get('/api/products/?q=zzzzqqq');
      expect(none.body).toEqual([]);
    });

    it.each([
      ['/api/products/999999/', 404, 'Product not found'],
      ['/api/products/abc/', 404, 'Product not found'],
      ['/api/products/-3/', 404, 'Product not found'],
      ['/api/products/99999999999999/', 404, 'Product not found'],
      [
        '/api/products/?category=shoes',
        400,
        'category must be one of: necklace, bracelet, earring, ring, anklet, jewel_set',
      ],
      ['/api/products/?page=abc', 400, 'page must be a whole number'],
      ['/api/products/?page=0', 400, 'page must be at least 1'],
      ['/api/products/?page_size=1000', 400, 'page_size must be at most 100'],
      [
        '/api/products/?ordering=drop_table',
        400,
        expect.stringContaining('ordering must be a comma-separated list of'),
      ],
      [`/api/products/?q=${'x'.repeat(101)}`, 400, 'q must be at most 100 characters'],
      ['/api/products/?in_stock=maybe', 400, 'in_stock must be true or false'],
      ['/api/products/?ids=1,a', 400, 'ids must be up to 100 comma-separated ids'],
    ])('%s answers %d with a clear message', async (path, status, message) => {
      const answer = await get(path);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toEqual(message);
      expect(answer.body.error).toEqual(status === 404 ? 'not_found' : 'validation_failed');
    });
  });

  describe('charms', () => {
    it('answers charms over all seven categories and four labels', async () => {
      const { body } = await get('/api/charms/');
      expect(body.length).toBeGreaterThanOrEqual(80);
      body.forEach((c: object) => expect(Object.keys(c).sort()).toEqual(CHARM_FIELDS));
      expect(new Set(body.map((c: { category: string }) => c.category)).size).toBe(7);
      expect(new Set(body.map((c: { label: string }) => c.label))).toEqual(
        new Set(['gold', 'silver', 'rose_gold', 'other']),
      );
    });

    it('filters and finds one', async () => {
      const { body } = await get('/api/charms/?category=zodiac&label=gold');
      expect(
        body.every((c: { category: string; label: string }) => c.category === 'zodiac' && c.label === 'gold'),
      ).toBe(true);
      const all = await get('/api/charms/');
      const one = await get(`/api/charms/${all.body[0].id}`);
      expect(one.body).toEqual(all.body[0]);
      const missing = await get('/api/charms/4242424/');
      expect(missing).toMatchObject({ status: 404, body: { message: 'Charm not found' } });
    });
  });

  describe('gift sets', () => {
    it('answers gift sets with their products, image and image_url alike', async () => {
      const { body } = await get('/api/gift-sets/');
      expect(body.length).toBeGreaterThanOrEqual(12);
      for (const set of body) {
        expect(Object.keys(set).sort()).toEqual(GIFT_SET_FIELDS);
        expect(set.image_url).toBe(set.image);
        expect(set.products).toEqual(set.products_detail.map((p: { id: number }) => p.id));
      }
    });

    it.each(['forHer', 'FORHER', 'forher'])('compares the label %s without case', async (label) => {
      const { body } = await get(`/api/gift-sets/?label=${label}`);
      expect(body.length).toBeGreaterThanOrEqual(3);
      expect(body.every((g: { label: string }) => g.label === 'forHer')).toBe(true);
    });

    it('refuses an unknown label and an unknown id', async () => {
      expect((await get('/api/gift-sets/?label=forThem')).status).toBe(400);
      expect(await get('/api/gift-sets/777777/')).toMatchObject({
        status: 404,
        body: { message: 'Gift set not found' },
      });
    });
  });

  describe('storefront content', () => {
    it('has one running campaign with percent and amount items, and an ended one', async () => {
      const { body } = await get('/api/discount-campaigns/');
      const running = body.filter((c: { is_active: boolean }) => c.is_active);
      expect(running).toHaveLength(1);
      const types = new Set(running[0].items.map((i: { discount_type: string }) => i.discount_type));
      expect(types).toEqual(new Set(['percent', 'amount']));
      expect(body.some((c: { end_time: string }) => new Date(c.end_time) < new Date())).toBe(true);
      const active = await get('/api/discount-campaigns/?active=true');
      expect(active.body.map((c: { id: number }) => c.id)).toEqual([running[0].id]);
      const one = await get(`/api/discount-campaigns/${running[0].id}/`);
      expect(one.body).toEqual(running[0]);
    });

    it('has a banner for every page key, found by key', async () => {
      const { body } = await get('/api/page-banners/');
      const pages = body.map((b: { page: string }) => b.page);
      for (const page of [
        'homepage',
        'charmbar',
        'charms',
        'anklets',
        'rings',
        'earrings',
        'gift_sets',
        'new_arrival',
        'jewel_set',
        'for_us',
        'for_him',
        'for_her',
        'monthly_special',
      ]) {
        expect(pages).toContain(page);
      }
      const home = await get('/api/page-banners/?page=homepage');
      expect(home.body).toEqual([
        {
          id: expect.any(Number),
          page: 'homepage',
          image_url: expect.stringMatching(/^\/media\/banners\//),
          image_variants: VARIANTS,
        },
      ]);
    });

    it('serves the gallery, videos and their files', async () => {
      const gallery = await get('/api/photo-gallery/');
      expect(gallery.body.length).toBeGreaterThanOrEqual(8);
      const picture = await fetch(`${shop.url}${gallery.body[0].image}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
      const videos = await get('/api/videos/');
      expect(videos.body).toHaveLength(3);
      const video = await fetch(`${shop.url}${videos.body[0].video_file}`);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toContain('video/webm');
      expect((await fetch(`${shop.url}/media/nothing-here.svg`)).status).toBe(404);
    });

    it('lists reviews best first, then oldest first, and filters them', async () => {
      const { body } = await get('/api/reviews/');
      expect(body.length).toBeGreaterThanOrEqual(20);
      for (let i = 1; i < body.length; i++) {
        const [a, b] = [body[i - 1], body[i]];
        expect(a.rating > b.rating || (a.rating === b.rating && a.uploaded_at <= b.uploaded_at)).toBe(true);
      }
      const withProduct = body.find((r: { products: number[] }) => r.products.length > 0);
      const filtered = await get(`/api/reviews/?product=${withProduct.products[0]}`);
      expect(filtered.body.every((r: { products: number[] }) => r.products.includes(withProduct.products[0]))).toBe(
        true,
      );
      expect((await get('/api/reviews/?product=x')).status).toBe(400);
    });
  });

  describe('search', () => {
    it('searches products, charms and gift sets together, paged', async () => {
      const { status, body } = await get('/api/search/?q=gold');
      expect(status).toBe(200);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results.length).toBeLessThanOrEqual(12);
      expect(new Set(body.results.map((r: { type: string }) => r.type)).size).toBeGreaterThanOrEqual(2);
      expect(body.count).toBeGreaterThanOrEqual(body.results.length);
    });

    it('tolerates a typo, and pages loose matches too', async () => {
      const { body: exact } = await get('/api/search/?q=kalung');
      const { body: typo } = await get('/api/search/?q=kalng&page_size=2');
      expect(exact.count).toBeGreaterThan(0);
      expect(typo.count).toBeGreaterThan(2);
      expect(typo.results[0].name).toMatch(/kalung/i);
      const second = await get('/api/search/?q=kalng&page=2&page_size=2');
      expect(second.body.results).toHaveLength(2);
      expect(second.body.results[0].id).not.toBe(typo.results[0].id);
    });

    it('finds nothing for words that are in no name', async () => {
      const { body } = await get('/api/search/?q=xqzvw');
      expect(body).toEqual({ count: 0, page: 1, page_size: 12, total_pages: 0, results: [] });
    });

    it.each([
      ['/api/search/', 'Please enter something to search for'],
      ['/api/search/?q=%20%20', 'Please enter something to search for'],
      ['/api/search/?q=a&page=-1', 'page must be at least 1'],
    ])('%s is refused', async (path, message) => {
      expect(await get(path)).toMatchObject({ status: 400, body: { message } });
    });
  });
});
