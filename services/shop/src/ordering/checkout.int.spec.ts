import {
  addCampaign,
  addCharm,
  addProduct,
  logIn,
  logInStaff,
  quoteFee,
  type ShopUnderTest,
  startShop,
  stockOf,
  waitUntil,
} from '@kilau/test';

const contact = {
  first_name: 'Ayu',
  last_name: 'Lestari',
  email: 'ayu@example.com',
  receiver_phone: '81234567890',
  address: 'Jl. Melati No. 5',
  city: 'KOTA BANDUNG',
  district: 'COBLONG',
  destAreaCode: 'BND002',
  province: 'Jawa Barat',
  postal_code: '40132',
};

/** Checkout and orders over HTTP on a real event log and read models. */
describe('checkout and orders', () => {
  let shop: ShopUnderTest;
  let customer: { access: string; user: { id: number } };
  let necklace: number;
  let ring: number;
  let charmA: number;
  let charmB: number;

  const as = (token: string) => ({
    call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      shop.call(method, path, { body, token, headers }),
  });
  const addLine = async (token: string, line: object) => (await as(token).call('POST', '/api/cart/add/', line)).body.id;
  const checkout = (token: string, ids: number[], extra: object = {}, headers?: Record<string, string>) =>
    as(token).call(
      'POST',
      '/api/selective_checkout/',
      { cart_item_ids: ids, shipping_cost: 18_000, ...contact, ...extra },
      headers,
    );
  const orderCount = async () =>
    (await shop.sql.query(`SELECT count(*)::int AS n FROM event_streams WHERE stream_type = 'order'`)).rows[0].n;
  const waitForOrder = (token: string, id: number, status = 'pending') =>
    waitUntil(
      async () => {
        const answer = await as(token).call('GET', `/api/orders/${id}/`);
        return answer.status === 200 && answer.body.fulfillment_status === status ? answer.body : undefined;
      },
      { what: `order ${id} to read ${status}` },
    );

  beforeAll(async () => {
    shop = await startShop();
    // 'Check Shipping Fee' for the contact's area at every weight these orders have
    for (let weight = 1; weight <= 12; weight++)
      await quoteFee(shop.sql, { destAreaCode: contact.destAreaCode, weight, cost: 18_000 });
    customer = await logIn(shop, 'pembeli@example.com');
    necklace = await addProduct(shop.sql, {
      name: 'Kalung Hati',
      price: 250_000,
      discount: 10,
      charms: true,
      stock: 20,
    });
    ring = await addProduct(shop.sql, { name: 'Cincin Bulan', price: 120_000, category: 'ring', stock: 20 });
    charmA = await addCharm(shop.sql, { name: 'Huruf K', price: 35_000, stock: 20 });
    charmB = await addCharm(shop.sql, { name: 'Bintang', price: 40_000, discount: 25, stock: 20 });
  });
  afterAll(() => shop.close());

  it('places an order at the prices the server computes, takes the stock, and empties the checked-out lines', async () => {
    await addCampaign(shop.sql, [{ product: ring, discount_type: 'percent', discount_value: 15 }]);
    const piece = await addLine(customer.access, {
      product: necklace,
      charms: [charmA, charmB, charmA],
      quantity: 1,
      message: 'Selamat ulang tahun',
    });
    const rings = await addLine(customer.access, { product: ring, quantity: 2 });
    const kept = await addLine(customer.access, { charms: [charmB], quantity: 1 });

    const placed = await checkout(customer.access, [piece, rings], { price: 1, total_price: 1 });
    expect(placed.status).toBe(201);
    // necklace 225.000 + charms 35.000 + 30.000 + 35.000 - 30.000 bundle = 295.000; rings 2 x 102.000; shipping 18.000
    expect(placed.body).toEqual({
      order_id: expect.any(Number),
      total_price: 295_000 + 204_000 + 18_000,
      status: 'pending',
      payment_deadline: expect.any(String),
    });
    expect(await stockOf(shop.sql, 'products', necklace)).toBe(19);
    expect(await stockOf(shop.sql, 'products', ring)).toBe(18);
    expect(await stockOf(shop.sql, 'charms', charmA)).toBe(18);
    const cart = (await as(customer.access).call('GET', '/api/cart/')).body.items;
    expect(cart.map((line: { id: number }) => line.id)).toEqual([kept]);

    const order = await waitForOrder(customer.access, placed.body.order_id);
    expect(order).toMatchObject({
      id: placed.body.order_id,
      fulfillment_status: 'pending',
      payment_status: 'unpaid',
      shipping_address: 'Jl. Melati No. 5, KOTA BANDUNG, Jawa Barat, 40132',
      subtotal: 250_000 + 35_000 + 40_000 + 35_000 + 240_000,
      product_discount: 25_000 + 10_000 + 36_000,
      charm_discount: 30_000,
      shipping_cost: 18_000,
      total_price: 517_000,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product: necklace,
        product_name: 'Kalung Hati',
        gift_set: null,
        gift_set_name: null,
        quantity: 1,
        message: 'Selamat ulang tahun',
        charms: [
          { charm: charmA, charm_name: 'Huruf K' },
          { charm: charmB, charm_name: 'Bintang' },
          { charm: charmA, charm_name: 'Huruf K' },
        ],
      }),
      expect.objectContaining({ product: ring, product_name: 'Cincin Bulan', quantity: 2, price: 102_000 }),
    ]);
    const mine = await as(customer.access).call('GET', '/api/orders/');
    expect(mine.body.map((o: { id: number }) => o.id)).toContain(placed.body.order_id);

    const requestId = placed.headers.get('x-request-id');
    const { rows } = await shop.sql.query(
      `SELECT stream_id, metadata FROM events WHERE metadata ->> 'correlationId' = $1`,
      [requestId],
    );
    expect(rows.map((row) => row.stream_id).sort()).toEqual([
      `cart-${customer.user.id}`,
      `order-${placed.body.order_id}`,
    ]);
    expect(rows[0].metadata).toEqual({
      correlationId: requestId,
      causationId: requestId,
      actor: { kind: 'customer', id: customer.user.id, email: 'pembeli@example.com' },
    });
  });

  it('shows an order to its owner and staff only', async () => {
    const line = await addLine(customer.access, { product: ring, quantity: 1 });
    const { order_id } = (await checkout(customer.access, [line])).body;
    await waitForOrder(customer.access, order_id);
    const stranger = await logIn(shop, 'orang-asing@example.com');
    expect((await as(stranger.access).call('GET', `/api/orders/${order_id}/`)).status).toBe(404);
    expect((await as(stranger.access).call('GET', '/api/orders/')).body).toEqual([]);
    const staff = await logInStaff(shop, 'admin@example.com');
    expect((await as(staff.access).call('GET', `/api/orders/${order_id}/`)).body.id).toBe(order_id);
    expect((await shop.call('GET', `/api/orders/${order_id}/`)).status).toBe(401);
  });

  it('answers a repeated Idempotency-Key with the same order, even when the repeats race', async () => {
    const line = await addLine(customer.access, { product: ring, quantity: 1 });
    const before = await orderCount();
    const headers = { 'Idempotency-Key': `checkout-${line}` };
    const answers = await Promise.all([1, 2, 3].map(() => checkout(customer.access, [line], {}, headers)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const later = await checkout(customer.access, [line], {}, headers);
    expect(later.body.order_id).toBe(answers[0]!.body.order_id);
    const changed = await checkout(customer.access, [line], { shipping_cost: 20_000 }, headers);
    expect(changed).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
  });

  it('refuses a checkout the stock cannot cover, naming the item, and changes nothing', async () => {
    const scarce = await addProduct(shop.sql, { name: 'Gelang Langka', price: 90_000, category: 'bracelet', stock: 3 });
    const first = await addLine(customer.access, { product: scarce, quantity: 2 });
    const second = await addLine(customer.access, { product: scarce, quantity: 2, message: 'kado' });
    const before = await orderCount();
    const refused = await checkout(customer.access, [first, second]);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'not_enough_stock',
        message: 'Failed to create order',
        detail: 'Only 3 left of Gelang Langka',
        item: { kind: 'product', id: scarce, name: 'Gelang Langka', stock: 3 },
      },
    });
    expect(await stockOf(shop.sql, 'products', scarce)).toBe(3);
    expect(await orderCount()).toBe(before);
    expect((await as(customer.access).call('GET', '/api/cart/')).body.items.map((i: { id: number }) => i.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
  });

  it.each([
    ['no lines', { cart_item_ids: [] }, 'cart_item_ids', 'Please select at least one item to checkout.'],
    ['a blank name', { first_name: '  ' }, 'first_name', 'This field is required'],
    ['no shipping fee', { shipping_cost: 0 }, 'shippingFee', 'Please calculate the shipping fee'],
    [
      'a phone not starting with 8',
      { receiver_phone: '0812345678' },
      'receiver_phone',
      'Indonesian mobile numbers should start with 8',
    ],
    ['no city', { city: '' }, 'city', 'Please select a city/kabupaten first'],
    ['no area code', { destAreaCode: '' }, 'destAreaCode', 'Please select an area code'],
    ['a malformed e-mail', { email: 'ayu@' }, 'email', 'Please enter a valid email address'],
    ['a fee as text', { shipping_cost: '18000' }, 'shipping_cost', 'shipping_cost must be whole rupiah'],
    ['an address of 501 characters', { address: 'x'.repeat(501) }, 'address', 'address must be at most 500 characters'],
  ])('refuses %s with the seed message and writes nothing', async (_what, change, field, message) => {
    const line = await addLine(customer.access, { product: ring, quantity: 1 });
    const before = await orderCount();
    const answer = await checkout(customer.access, [line], change);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Failed to create order');
    expect(answer.body.fields[field]).toEqual([message]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses lines that are not in the caller cart', async () => {
    const other = await logIn(shop, 'lain@example.com');
    const theirs = await addLine(other.access, { product: ring, quantity: 1 });
    const answer = await checkout(customer.access, [theirs]);
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Item not found in cart' } });
  });

  it('lets staff cancel, giving the stock back, and refuses what the status machine forbids', async () => {
    const line = await addLine(customer.access, { product: necklace, charms: [charmB], quantity: 2 });
    const { order_id } = (await checkout(customer.access, [line])).body;
    const stockBefore = [await stockOf(shop.sql, 'products', necklace), await stockOf(shop.sql, 'charms', charmB)];
    expect((await as(customer.access).call('POST', `/api/orders/${order_id}/cancel/`)).status).toBe(403);

    const staff = await logInStaff(shop, 'gudang@example.com');
    const cancelled = await as(staff.access).call('POST', `/api/orders/${order_id}/cancel/`);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { order_id, fulfillment_status: 'cancelled', reason: 'Canceled by user' },
    });
    expect([await stockOf(shop.sql, 'products', necklace), await stockOf(shop.sql, 'charms', charmB)]).toEqual([
      stockBefore[0]! + 2,
      stockBefore[1]! + 2,
    ]);
    const again = await as(staff.access).call('POST', `/api/orders/${order_id}/cancel/`, { reason: 'Stok habis' });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'already_cancelled', message: `Order #${order_id} is already canceled.` },
    });
    expect(await stockOf(shop.sql, 'products', necklace)).toBe(stockBefore[0]! + 2);
    const order = await waitForOrder(customer.access, order_id, 'cancelled');
    expect(order.cancel_reason).toBe('Canceled by user');
    expect((await as(staff.access).call('POST', '/api/orders/999999/cancel/')).status).toBe(404);
  });

  it('tracks an order by its id for its owner only; to anyone else that id has no order', async () => {
    const anklet = await addProduct(shop.sql, { name: 'Gelang Kaki Ombak', price: 85_000, category: 'anklet' });
    const line = await addLine(customer.access, { product: anklet, quantity: 1 });
    const { order_id } = (await checkout(customer.access, [line])).body;
    const ownerView = await waitUntil(
      async () => {
        const answer = await as(customer.access).call('GET', `/api/tracking/${order_id}/`);
        return answer.status === 200 ? answer.body : undefined;
      },
      { what: 'the tracking read model' },
    );
    expect(ownerView).toMatchObject({
      orderid: String(order_id),
      waybill: null,
      status: 'pending',
      history: [{ date_time: expect.any(String), status: 'Order placed, awaiting payment' }],
    });
    expect(ownerView.detail).toMatchObject({
      itemname: 'Gelang Kaki Ombak',
      qty: 1,
      receiver: { name: 'Ayu Lestari', zipcode: '40132' },
    });
    const notFound = (id: number | string) => ({
      status: 404,
      body: { message: `No order data found for tracking number: ${id}` },
    });
    const stranger = await logIn(shop, 'pengintip@example.com');
    expect(await as(stranger.access).call('GET', `/api/tracking/${order_id}/`)).toMatchObject(notFound(order_id));
    expect(await shop.call('GET', `/api/tracking/${order_id}/`)).toMatchObject(notFound(order_id));
    expect(await shop.call('GET', '/api/tracking/999999999/')).toMatchObject(notFound(999999999));
    expect((await shop.call('GET', '/api/tracking/a%20b/')).status).toBe(404);
  });

  it('answers bad input on the order calls clearly and changes nothing', async () => {
    const staff = await logInStaff(shop, 'penjaga@example.com');
    expect(await as(customer.access).call('GET', '/api/orders/abc/')).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect(await as(customer.access).call('GET', '/api/orders/?page=0')).toMatchObject({
      status: 400,
      body: { message: 'page must be at least 1' },
    });
    const line = await addLine(customer.access, { product: ring, quantity: 1 });
    const placed = await checkout(customer.access, [line]);
    expect(placed.status).toBe(201);
    const { order_id } = placed.body;
    for (const [body, message] of [
      [{ reason: '   ' }, 'reason must not be blank'],
      [{ reason: 'x'.repeat(201) }, 'reason must be at most 200 characters'],
      [{ reason: 5 }, 'reason must be text'],
    ] as const) {
      const answer = await as(staff.access).call('POST', `/api/orders/${order_id}/cancel/`, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const events = await shop.sql.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [
      `order-${order_id}`,
    ]);
    expect(events.rows[0].n).toBe(1);
  });
});
