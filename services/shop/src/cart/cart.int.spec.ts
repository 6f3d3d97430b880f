import { addCampaign, addCharm, addGiftSet, addProduct, logIn, type ShopUnderTest, startShop } from '@kilau/test';

/** The cart over HTTP: the storefront seed's calls, payloads and messages, on a real event log. */
describe('cart', () => {
  let shop: ShopUnderTest;
  let token: string;
  let userId: number;
  let necklace: number;
  let maxThree: number;
  let plainRing: number;
  let giftSet: number;
  let charmA: number;
  let charmB: number;
  let soldOut: number;

  const call = (method: string, path: string, body?: unknown, raw?: string) =>
    shop.call(method, path, { body, raw, token });
  const cart = async () => (await call('GET', '/api/cart/')).body.items as any[];
  const events = async () =>
    (await shop.sql.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`cart-${userId}`])).rows[0].n;

  beforeAll(async () => {
    shop = await startShop();
    ({
      access: token,
      user: { id: userId },
    } = await logIn(shop, 'keranjang@example.com'));
    necklace = await addProduct(shop.sql, { name: 'Kalung Bintang', price: 200_000, discount: 10, charms: true });
    maxThree = await addProduct(shop.sql, { name: 'Gelang Mungil', price: 150_000, charms: true, is_charm_max3: true });
    plainRing = await addProduct(shop.sql, { name: 'Cincin Polos', price: 99_000, category: 'ring' });
    soldOut = await addProduct(shop.sql, { name: 'Anting Habis', price: 120_000, stock: 0, category: 'earring' });
    giftSet = await addGiftSet(shop.sql, { name: 'Paket Cinta', price: 350_000, discount: 20 });
    charmA = await addCharm(shop.sql, { name: 'Huruf A', price: 25_000 });
    charmB = await addCharm(shop.sql, { name: 'Huruf B', price: 30_000, discount: 10 });
  });
  afterAll(() => shop.close());

  it('requires a login for every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/cart/'],
      ['POST', '/api/cart/add/'],
      ['PATCH', '/api/cart/1/update_item/'],
      ['DELETE', '/api/cart/1/remove/'],
    ] as const) {
      const answer = await shop.call(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect([path, answer.status, answer.body.message]).toEqual([path, 401, 'Not authenticated']);
    }
  });

  it('starts empty, adds a piece with charms priced by the shared rules, and merges the same line', async () => {
    expect(await cart()).toEqual([]);
    const added = await call('POST', '/api/cart/add/', {
      product: necklace,
      charms: [charmA, charmB],
      quantity: 1,
      message: 'Untuk Ibu',
    });
    expect(added.status).toBe(201);
    // 200.000 less 10% = 180.000; charms 25.000 + 27.000 (10% off 30.000); two charms: 10.000 bundle discount
    expect(added.body).toMatchObject({
      product: necklace,
      gift_set: null,
      charms: [charmA, charmB],
      quantity: 1,
      message: 'Untuk Ibu',
      source_type: 'product',
      type: 'product',
      name: 'Kalung Bintang',
      price: 222_000,
      original_price: 255_000,
      discount: 10,
      discount_label: '10% OFF + Charm Discount',
      product_discount: 23_000,
      charm_discount: 10_000,
      line_total: 222_000,
      available: true,
    });
    const again = await call('POST', '/api/cart/add/', {
      product: necklace,
      charms: [charmA, charmB],
      quantity: 2,
      message: 'Untuk Ibu',
    });
    expect(again.body).toMatchObject({ id: added.body.id, quantity: 3, line_total: 666_000 });
    expect(await cart()).toHaveLength(1);

    await call('POST', '/api/cart/add/', {
      product: necklace,
      charms: [charmB, charmA],
      quantity: 1,
      message: 'Untuk Ibu',
    });
    await call('POST', '/api/cart/add/', {
      product: necklace,
      charms: [charmA, charmB],
      quantity: 1,
      message: 'Untuk Kakak',
    });
    expect(await cart()).toHaveLength(3); // other slot order, other note: other lines
  });

  it('prices gift sets without discount, single charms with theirs, and a running campaign over a product discount', async () => {
    const gift = await call('POST', '/api/cart/add/', { gift_set: giftSet, quantity: 1 });
    expect(gift.body).toMatchObject({
      source_type: 'gift_set',
      type: 'gift_set',
      price: 350_000,
      original_price: null,
      discount_label: '',
    });
    const charm = await call('POST', '/api/cart/add/', { charms: [charmB], quantity: 1 });
    expect(charm.body).toMatchObject({
      source_type: 'charms_only',
      type: 'single-charm',
      name: 'Huruf B',
      price: 27_000,
      discount: 10,
    });

    await addCampaign(shop.sql, [{ product: plainRing, discount_type: 'amount', discount_value: 79_000 }]);
    const ring = await call('POST', '/api/cart/add/', { product: plainRing, quantity: 2 });
    expect(ring.body).toMatchObject({
      price: 79_000,
      original_price: 99_000,
      discount: 20,
      discount_label: '20% OFF',
      line_total: 158_000,
    });
  });

  it("answers the seed's derived fields: a gift set line's summary, a single charm's id, category and description", async () => {
    await shop.sql.query(`UPDATE gift_sets SET description = 'Dua kalung untuk berdua' WHERE id = $1`, [giftSet]);
    await shop.sql.query(`INSERT INTO gift_set_products (gift_set_id, product_id) VALUES ($1, $2), ($1, $3)`, [
      giftSet,
      plainRing,
      necklace,
    ]);
    await shop.sql.query(`UPDATE charms SET description = 'Huruf A berlapis emas' WHERE id = $1`, [charmA]);
    const gift = await call('POST', '/api/cart/add/', { gift_set: giftSet, quantity: 1, message: 'ringkasan' });
    expect(gift.body).toMatchObject({
      giftSet: {
        id: giftSet,
        name: 'Paket Cinta',
        image: '/media/test/gift.svg',
        price: 350_000,
        description: 'Dua kalung untuk berdua',
        products: [necklace, plainRing].sort((a, b) => a - b),
      },
      charmId: null,
      category: null,
      description: null,
    });
    const charm = await call('POST', '/api/cart/add/', { charms: [charmA], quantity: 1, message: 'ringkasan' });
    expect(charm.body).toMatchObject({
      type: 'single-charm',
      giftSet: null,
      charmId: charmA,
      category: 'alphabet',
      description: 'Huruf A berlapis emas',
    });
    // a piece with charms is neither
    const piece = await call('POST', '/api/cart/add/', { product: necklace, charms: [charmA], quantity: 1 });
    expect(piece.body).toMatchObject({ giftSet: null, charmId: null, category: null, description: null });
    const cart = await call('GET', '/api/cart/');
    const listed = cart.body.items.find((line: { id: number }) => line.id === gift.body.id);
    expect(listed.giftSet).toEqual(gift.body.giftSet);
    for (const line of [gift, charm, piece]) await call('DELETE', `/api/cart/${line.body.id}/remove/`);
  });

  it('changes a line, keeps fields the update leaves out, and removes it', async () => {
    const line = (await call('POST', '/api/cart/add/', { product: maxThree, charms: [charmA], quantity: 1 })).body;
    const changed = await call('PATCH', `/api/cart/${line.id}/update_item/`, { quantity: 4 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: line.id, quantity: 4, charms: [charmA], product: maxThree });
    const rewritten = await call('PATCH', `/api/cart/${line.id}/update_item/`, {
      quantity: 1,
      product: maxThree,
      gift_set: null,
      charms: [charmA, charmA, charmB],
      message: 'Baru',
    });
    expect(rewritten.body).toMatchObject({
      quantity: 1,
      charms: [charmA, charmA, charmB],
      message: 'Baru',
      charm_discount: 30_000,
    });
    const before = await events();
    expect((await call('PATCH', `/api/cart/${line.id}/update_item/`, { quantity: 1 })).status).toBe(200);
    expect(await events()).toBe(before); // nothing changed, nothing written

    const removed = await call('DELETE', `/api/cart/${line.id}/remove/`);
    expect(removed.status).toBe(200);
    expect((await cart()).map((item) => item.id)).not.toContain(line.id);
    const again = await call('DELETE', `/api/cart/${line.id}/remove/`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      error: 'item_not_in_cart',
      message: 'Failed to delete cart item',
      detail: 'Item not found in cart',
    });
  });

  it.each([
    ['nothing named', { quantity: 1 }, 400, 'nothing_specified', 'No product, gift_set, or charms specified'],
    ['a negative product id', { product: -1 }, 400, 'validation_failed', 'product must be a product id'],
    ['an unknown product', { product: 999_999 }, 404, 'product_not_found', 'Product not found'],
    ['an unknown charm', { charms: [999_999] }, 404, 'charm_not_found', 'Charm not found'],
    ['gift set id 0', { gift_set: 0 }, 400, 'validation_failed', 'gift_set must be a gift set id'],
    [
      'a note of 1.001 characters',
      { gift_set: 1, message: 'x'.repeat(1001) },
      400,
      'validation_failed',
      'message is far too long',
    ],
    ['six charms', { charms: [1, 2, 3, 4, 5, 6] }, 400, 'validation_failed', 'A piece carries at most 5 charms'],
    ['a quantity of 0', { gift_set: 1, quantity: 0 }, 400, 'validation_failed', 'quantity must be at least 1'],
    ['a quantity as text', { gift_set: 1, quantity: '2' }, 400, 'validation_failed', 'quantity must be a whole number'],
    ['charms that are not ids', { charms: ['a'] }, 400, 'validation_failed', 'charms must be charm ids'],
    [
      'a product and a gift set',
      { product: 1, gift_set: 1 },
      400,
      'product_and_gift_set',
      'A cart line holds a product or a gift set, not both',
    ],
  ])('refuses %s with a clear message and writes nothing', async (_what, body, status, error, detail) => {
    const before = await events();
    const answer = await call('POST', '/api/cart/add/', body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error, message: 'Failed to add item to cart' });
    expect(answer.body.detail ?? answer.body.message).toBe(detail);
    expect(await events()).toBe(before);
  });

  it('refuses sold-out items, too many units, too many charms for the base, charms on a plain piece, and a long note', async () => {
    await shop.sql.query('UPDATE products SET stock = 50 WHERE id = $1', [plainRing]);
    const cases: Array<[unknown, number, string, string]> = [
      [{ product: soldOut }, 409, 'sold_out', 'Anting Habis is sold out'],
      [{ product: plainRing, quantity: 60 }, 409, 'not_enough_stock', 'Only 50 left of Cincin Polos'],
      [
        { product: maxThree, charms: [charmA, charmA, charmA, charmB] },
        400,
        'too_many_charms',
        'Choose from 0 to 3 charms for this piece',
      ],
      [{ product: plainRing, charms: [charmA] }, 400, 'takes_no_charms', 'Cincin Polos does not take charms'],
      [
        { gift_set: giftSet, message: 'x'.repeat(66) },
        400,
        'message_too_long',
        'Message must be at most 65 characters',
      ],
    ];
    const before = await events();
    for (const [body, status, error, detail] of cases) {
      const answer = await call('POST', '/api/cart/add/', body);
      expect([answer.status, answer.body.error, answer.body.detail]).toEqual([status, error, detail]);
    }
    expect(await events()).toBe(before);
  });

  it('answers malformed JSON, unknown line ids and foreign lines clearly', async () => {
    const malformed = await call('POST', '/api/cart/add/', undefined, '{"product": 1,');
    expect(malformed).toMatchObject({ status: 400, body: { error: 'malformed_json' } });
    expect((await call('PATCH', '/api/cart/abc/update_item/', { quantity: 1 })).status).toBe(404);
    const mine = (await cart())[0];
    const other = await logIn(shop, 'orang-lain@example.com');
    const foreign = await shop.call('PATCH', `/api/cart/${mine.id}/update_item/`, {
      body: { quantity: 2 },
      token: other.access,
    });
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Item not found in cart' } });
    expect((await cart())[0].quantity).toBe(mine.quantity);
  });

  it('loses no update when the same cart is changed from many tabs at once', async () => {
    const fresh = await logIn(shop, 'banyak-tab@example.com');
    const add = (quantity: number) =>
      shop.call('POST', '/api/cart/add/', { body: { product: plainRing, quantity }, token: fresh.access });
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(1)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const items = (await shop.call('GET', '/api/cart/', { token: fresh.access })).body.items;
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(12);
    const versions = await shop.sql.query(
      'SELECT array_agg(stream_version ORDER BY stream_version) AS v FROM events WHERE stream_id = $1',
      [`cart-${fresh.user.id}`],
    );
    expect(versions.rows[0].v).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("keeps a snapshot at the stream's version, and reads the same cart without it or behind it", async () => {
    const fresh = await logIn(shop, 'potret@example.com');
    const as = (method: string, path: string, body?: unknown) => shop.call(method, path, { body, token: fresh.access });
    await as('POST', '/api/cart/add/', { product: plainRing, quantity: 2 });
    const line = (await as('POST', '/api/cart/add/', { product: necklace, charms: [charmA], quantity: 1 })).body;
    await as('PATCH', `/api/cart/${line.id}/update_item/`, { quantity: 3 });
    const whole = (await as('GET', '/api/cart/')).body.items;
    const snapshot = () =>
      shop.sql.query('SELECT version, items FROM cart_snapshots WHERE user_id = $1', [fresh.user.id]);
    expect((await snapshot()).rows[0]).toMatchObject({
      version: 3,
      items: [{ quantity: 2 }, { id: line.id, quantity: 3 }],
    });
    // behind its stream (as if written before the last change), then gone: the events make up the rest
    await shop.sql.query(
      `UPDATE cart_snapshots SET version = 1, items = jsonb_build_array(items -> 0) WHERE user_id = $1`,
      [fresh.user.id],
    );
    expect((await as('GET', '/api/cart/')).body.items).toEqual(whole);
    await shop.sql.query('DELETE FROM cart_snapshots WHERE user_id = $1', [fresh.user.id]);
    expect((await as('GET', '/api/cart/')).body.items).toEqual(whole);
    // the next write writes it whole again
    await as('DELETE', `/api/cart/${line.id}/remove/`);
    expect((await snapshot()).rows[0]).toMatchObject({ version: 4, items: [{ product: plainRing, quantity: 2 }] });
  });
});
