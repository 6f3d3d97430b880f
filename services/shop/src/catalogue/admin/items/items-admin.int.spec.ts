import sharp from 'sharp';

import {
  addGiftSet,
  addProduct,
  type Answer,
  logIn,
  logInStaff,
  quoteFee,
  type ShopUnderTest,
  startShop,
  waitUntil,
} from '@kilau/test';

/** A 1x1 PNG: the smallest real picture to upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const charmForm = { name: 'Huruf K', category: 'alphabet', label: 'gold', price: 45_000, stock: 12 };
const contact = {
  first_name: 'Sari',
  last_name: 'Dewi',
  email: 'sari@example.com',
  receiver_phone: '81311112222',
  address: 'Jl. Melati 3',
  city: 'KOTA SURABAYA',
  district: 'GUBENG',
  destAreaCode: 'SUY008',
  province: 'Jawa Timur',
  postal_code: '60281',
};

/** The console's charms, gift sets and uploads under /api/admin, over real HTTP on PostgreSQL. */
describe('admin charms, gift sets and uploads', () => {
  let shop: ShopUnderTest;
  let staff: string;
  let customer: string;

  const admin = (method: string, path: string, body?: unknown, token = staff) =>
    shop.call(method, `/api/admin/${path}`, { body, token });
  const list = (resource: string, query: Record<string, unknown> = {}) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
    );
    return admin('GET', `${resource}?${params}`);
  };
  const names = (answer: Answer) => (answer.body as Array<{ name: string }>).map((row) => row.name);
  const count = async (table: string) => Number((await shop.sql.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  const upload = async (bytes: Buffer, name: string, type: string, token = staff) => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${shop.url}/api/admin/uploads`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
  };

  beforeAll(async () => {
    // the storefront's cache on, and long, so only the writes' invalidation can show a change at once
    shop = await startShop({ catalogueCacheTtlMs: 60_000 });
    staff = (await logInStaff(shop, 'staf-katalog@example.com')).access;
    customer = (await logIn(shop, 'pembeli@example.com')).access;
  });
  afterAll(() => shop.close());

  describe('charms', () => {
    const created: number[] = [];

    beforeAll(async () => {
      // 12 charms, one a second apart in createdAt so "newest first" is unambiguous
      for (let i = 1; i <= 12; i++) {
        const answer = await admin('POST', 'charms', {
          ...charmForm,
          name: `Batu ${String(i).padStart(2, '0')}`,
          category: i % 2 ? 'birthstone' : 'zodiac',
          label: i % 3 ? 'silver' : '',
          price: 10_000 * i,
        });
        expect(answer.status).toBe(201);
        created.push(answer.body.id);
        await shop.sql.query(`UPDATE charms SET created_at = now() - $1 * interval '1 minute' WHERE id = $2`, [
          100 - i,
          answer.body.id,
        ]);
      }
    });

    it('lists newest first, 10 a page, with the total in Content-Range', async () => {
      const first = await list('charms');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-range')).toBe('charms 0-9/12');
      expect(names(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Batu ${String(i).padStart(2, '0')}`));
      const second = await list('charms', { range: [10, 19] });
      expect(second.headers.get('content-range')).toBe('charms 10-11/12');
      expect(names(second)).toEqual(['Batu 02', 'Batu 01']);
    });

    it('answers the seed field names, No Label as an empty string', async () => {
      const answer = await admin('GET', `charms/${created[2]}`);
      expect(answer.body).toEqual({
        id: created[2],
        name: 'Batu 03',
        category: 'birthstone',
        label: '',
        price: 30_000,
        stock: 12,
        rating: 0,
        discount: 0,
        sold_stok: 0,
        description: '',
        image: '',
        weight_grams: 5,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await shop.sql.query('SELECT label FROM charms WHERE id = $1', [created[2]])).rows[0].label).toBe(
        'other',
      );
    });

    it('sorts, filters by name, category and label, and picks ids for getMany', async () => {
      const cheapest = await list('charms', { sort: ['price', 'ASC'], range: [0, 1] });
      expect(names(cheapest)).toEqual(['Batu 01', 'Batu 02']);
      expect(names(await list('charms', { filter: { q: 'bATU 1' } }))).toEqual(['Batu 12', 'Batu 11', 'Batu 10']);
      const zodiac = await list('charms', { filter: { category: 'zodiac', label: '' } });
      expect(names(zodiac)).toEqual(['Batu 12', 'Batu 06']);
      expect(zodiac.headers.get('content-range')).toBe('charms 0-1/2');
      const many = await list('charms', { filter: { id: [created[0], created[4]] } });
      expect(names(many)).toEqual(['Batu 05', 'Batu 01']);
      expect((await list('charms', { sort: ['secret', 'ASC'] })).status).toBe(400);
    });

    it("keeps the weight staff enter, a charm's default when left out", async () => {
      const weighed = await admin('POST', 'charms', { ...charmForm, weight_grams: 7 });
      expect(weighed).toMatchObject({ status: 201, body: { weight_grams: 7 } });
      const reweighed = await admin('PUT', `charms/${weighed.body.id}`, { ...charmForm, weight_grams: 12 });
      expect(reweighed).toMatchObject({ status: 200, body: { weight_grams: 12 } });
      const unweighed = await admin('PUT', `charms/${weighed.body.id}`, charmForm);
      expect(unweighed).toMatchObject({ status: 200, body: { weight_grams: 5 } });
      expect((await admin('DELETE', `charms/${weighed.body.id}`)).status).toBe(200);
    });

    it('replaces a charm whole on PUT and deletes it, answering the deleted record', async () => {
      const id = created[0]!;
      const updated = await admin('PUT', `charms/${id}`, {
        ...charmForm,
        id,
        createdAt: 'ignored',
        label: 'rose_gold',
        rating: 4.5,
        discount: 12.25,
        sold_stok: 3,
        description: 'Liontin',
        image: '/media/uploads/x.png',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id, name: 'Huruf K', label: 'rose_gold', rating: 4.5, discount: 12.25 });
      const cleared = await admin('PUT', `charms/${id}`, { ...charmForm, label: '' });
      expect(cleared.body).toMatchObject({
        label: '',
        rating: 0,
        discount: 0,
        sold_stok: 0,
        description: '',
        image: '',
      });

      const deleted = await admin('DELETE', `charms/${id}`);
      expect(deleted).toMatchObject({ status: 200, body: { id, name: 'Huruf K' } });
      expect((await admin('GET', `charms/${id}`)).body.message).toBe('Charm not found');
      expect((await admin('DELETE', `charms/${id}`)).status).toBe(404);
      created.shift();
    });

    it.each([
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ category: undefined }, 'category', 'Category is required'],
      [{ category: 'planet' }, 'category', expect.stringContaining('Category must be one of: alphabet')],
      [{ label: undefined }, 'label', 'Label is required'],
      [{ label: 'forHer' }, 'label', "Label must be one of: '' (No Label), gold, silver, rose_gold"],
      [{ price: undefined }, 'price', 'Price is required'],
      [{ price: 45_000.5 }, 'price', 'Price must be whole rupiah (no cents)'],
      [{ stock: 1.5 }, 'stock', 'Stock must be a whole number'],
      [{ stock: -1 }, 'stock', 'Stock must be at least 0'],
      [{ sold_stok: 2.5 }, 'sold_stok', 'Sold stock must be a whole number'],
      [{ rating: 5.5 }, 'rating', 'Rating must be at most 5'],
      [{ rating: 4.25 }, 'rating', 'Rating must be a multiple of 0.1'],
      [{ discount: 100.5 }, 'discount', 'Discount must be at most 100'],
      [{ discount: 1.001 }, 'discount', 'Discount must be a multiple of 0.01'],
      [{ weight_grams: 0 }, 'weight_grams', 'Weight (g) must be at least 1'],
      [{ weight_grams: 30_001 }, 'weight_grams', 'Weight (g) must be at most 30000'],
      [{ weight_grams: 2.5 }, 'weight_grams', 'Weight (g) must be a whole number'],
    ])('refuses %p with its message and changes nothing', async (change, field, message) => {
      const before = await admin('GET', `charms/${created[1]}`);
      const rows = await count('charms');
      const refusedCreate = await admin('POST', 'charms', { ...charmForm, ...change });
      expect(refusedCreate).toMatchObject({
        status: 400,
        body: { message, fields: { [field]: [message] }, errors: { [field]: message, root: { serverError: message } } },
      });
      const refusedUpdate = await admin('PUT', `charms/${created[1]}`, { ...charmForm, ...change });
      expect(refusedUpdate).toMatchObject({ status: 400, body: { message } });
      expect(await count('charms')).toBe(rows);
      expect((await admin('GET', `charms/${created[1]}`)).body).toEqual(before.body);
    });
  });

  describe('gift sets', () => {
    let products: number[];

    beforeAll(async () => {
      products = [
        await addProduct(shop.sql, { name: 'Kalung Ibu', price: 200_000 }),
        await addProduct(shop.sql, { name: 'Gelang Ibu', price: 150_000 }),
      ];
    });

    it('creates with products, lists, updates and deletes, Content-Range named gift-sets', async () => {
      const form = { name: 'Paket Ibu', label: 'forHer', price: 320_000, stock: 5, products };
      const created = await admin('POST', 'gift-sets', { ...form, is_monthly_special: true, discount: 5 });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...form, is_monthly_special: true, discount: 5, image: '', sold_stok: 0 });
      const id = created.body.id as number;

      const page = await list('gift-sets', { filter: { q: 'paket' } });
      expect(page.headers.get('content-range')).toBe('gift-sets 0-0/1');
      expect(page.body).toEqual([created.body]);
      expect((await list('gift-sets', { filter: { label: 'forHim' } })).body).toEqual([]);

      const updated = await admin('PUT', `gift-sets/${id}`, { ...form, label: '', products: [products[1]] });
      expect(updated.body).toMatchObject({ label: '', products: [products[1]], is_monthly_special: false });
      expect((await admin('DELETE', `gift-sets/${id}`)).body).toMatchObject({ id, products: [products[1]] });
      expect((await admin('GET', `gift-sets/${id}`)).status).toBe(404);
    });

    it('refuses an unknown product, a bad label and missing fields, changing nothing', async () => {
      const kept = await admin('POST', 'gift-sets', {
        name: 'Paket Tetap',
        label: 'forUs',
        price: 1,
        stock: 1,
        products,
      });
      const links = await count('gift_set_products');
      const rows = await count('gift_sets');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ products: [products[0], 999_999] }, 'This product does not exist: #999999'],
        [{ label: 'gold' }, "Label must be one of: '' (No Label), forUs, forHim, forHer, monthlySpecial"],
        [{ stock: undefined }, 'Stock is required'],
        [{ is_monthly_special: 'ya' }, 'Monthly Special must be true or false'],
      ];
      for (const [change, message] of cases) {
        const form = { name: 'Paket Baru', label: 'forHim', price: 100_000, stock: 2, products: [], ...change };
        expect(await admin('POST', 'gift-sets', form)).toMatchObject({ status: 400, body: { message } });
        expect(await admin('PUT', `gift-sets/${kept.body.id}`, form)).toMatchObject({ status: 400, body: { message } });
      }
      expect(await count('gift_sets')).toBe(rows);
      expect(await count('gift_set_products')).toBe(links);
      expect((await admin('GET', `gift-sets/${kept.body.id}`)).body).toEqual(kept.body);
    });
  });

  describe('deleting what a cart or an order names', () => {
    it('leaves the cart line readable and the order its own copy', async () => {
      const shopper = await logIn(shop, contact.email);
      const charm = (await admin('POST', 'charms', { ...charmForm, name: 'Charm Hilang' })).body.id;
      const giftSet = await addGiftSet(shop.sql, { name: 'Paket Hilang', price: 90_000 });
      await shop.call('POST', '/api/cart/add/', { body: { charms: [charm], quantity: 1 }, token: shopper.access });
      const line = await shop.call('POST', '/api/cart/add/', {
        body: { gift_set: giftSet, quantity: 1 },
        token: shopper.access,
      });
      await quoteFee(shop.sql, { destAreaCode: contact.destAreaCode, cost: 12_000 });
      const placed = await shop.call('POST', '/api/selective_checkout/', {
        body: { cart_item_ids: [line.body.id], shipping_cost: 12_000, ...contact },
        token: shopper.access,
      });
      expect(placed.status).toBe(201);

      expect((await admin('DELETE', `charms/${charm}`)).status).toBe(200);
      expect((await admin('DELETE', `gift-sets/${giftSet}`)).status).toBe(200);

      const cart = await shop.call('GET', '/api/cart/', { token: shopper.access });
      expect(cart.status).toBe(200);
      expect(cart.body.items).toEqual([
        expect.objectContaining({ charms: [charm], name: 'Unknown Charm', available: false }),
      ]);
      const readOrder = () => shop.call('GET', `/api/orders/${placed.body.order_id}/`, { token: shopper.access });
      await waitUntil(async () => (await readOrder()).status === 200, { what: "the order's tracking view" });
      expect((await readOrder()).body.items).toEqual([
        expect.objectContaining({ gift_set_name: 'Paket Hilang', quantity: 1 }),
      ]);
    });
  });

  it('shows the storefront a new charm at once', async () => {
    const before = await shop.call('GET', '/api/charms/');
    expect(before.status).toBe(200);
    const created = await admin('POST', 'charms', { ...charmForm, name: 'Charm Baru Tiba' });
    const after = await shop.call('GET', '/api/charms/');
    expect(names(after)).toContain('Charm Baru Tiba');
    expect(names(before)).not.toContain('Charm Baru Tiba');
    await admin('DELETE', `charms/${created.body.id}`);
    expect(names(await shop.call('GET', '/api/charms/'))).not.toContain('Charm Baru Tiba');
  });

  describe('uploads', () => {
    it('keeps a picture, judged by its bytes, and serves it back at its URL', async () => {
      const answer = await upload(PNG, 'foto.bin', 'application/octet-stream');
      expect(answer).toMatchObject({
        status: 201,
        body: { url: expect.stringMatching(/^\/media\/uploads\/[\w-]+\.png$/) },
      });
      const served = await fetch(`${shop.url}${answer.body.url}`);
      expect(served.status).toBe(200);
      // the picture as the shop re-encoded it: the same pixels, none of the sender's bytes
      const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(kept).toMatchObject({ format: 'png', width: 1, height: 1 });
    });

    it.each([
      ['a text file named .png', 'foto.png', 'image/png', 'The file must be a picture: JPEG, PNG, WebP or GIF'],
      ['a JPEG over 5 MB', 'besar.jpg', 'image/jpeg', 'The image is too large: 5 MB at most'],
    ])('refuses %s with a clear 400', async (_what, name, type, message) => {
      const bytes =
        type === 'image/png'
          ? Buffer.from('bukan gambar')
          : Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
      expect(await upload(bytes, name, type)).toMatchObject({ status: 400, body: { message } });
    });

    it('asks for the file when none is sent', async () => {
      const answer = await admin('POST', 'uploads', {});
      expect(answer).toMatchObject({
        status: 400,
        body: { message: "Please choose an image file to upload (form field 'file')" },
      });
    });
  });

  it('is for staff only: 401 without a token, 403 for a customer', async () => {
    for (const [method, path] of [
      ['GET', 'charms'],
      ['POST', 'charms'],
      ['PUT', 'charms/1'],
      ['DELETE', 'charms/1'],
      ['GET', 'gift-sets/1'],
      ['POST', 'gift-sets'],
      ['POST', 'uploads'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect(await shop.call(method, `/api/admin/${path}`, { body })).toMatchObject({
        status: 401,
        body: { message: 'Not authenticated' },
      });
      expect((await admin(method, path, body, customer)).status).toBe(403);
    }
    expect((await upload(PNG, 'foto.png', 'image/png', customer)).status).toBe(403);
  });
});
