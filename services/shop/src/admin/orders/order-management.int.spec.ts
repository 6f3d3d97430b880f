import {
  areaOf,
  as,
  jnt,
  logIn,
  logInStaff,
  orderWhen,
  pay,
  quotedOrder,
  type ShopUnderTest,
  startShop,
  waitUntil,
} from '@kilau/test';

interface Row {
  id: number;
  padded_id: string;
  products_cell: string;
  fulfillment_status: string;
  offers: { actions: string[]; cancel: boolean; selectable: boolean; label_blocked: boolean };
}

/**
 * Order Management over real HTTP (GET /api/admin/orders in ra-data-simple-rest's shape, the tab
 * counts, one row, the receipts batch), on PostgreSQL, Redis and the J&T simulator: one unpaid
 * order, one paid and waiting for its label, two labelled (collection).
 */
describe('Order Management API', () => {
  let shop: ShopUnderTest;
  let staff: string;
  const ids = { unpaid: 0, paid: 0, labelled: [] as number[] };
  let unpaidEmail = '';
  let labelledEmail = '';

  const get = (path: string, token = staff) => shop.call('GET', path, { token });
  const list = (params: Record<string, unknown>) =>
    get(
      `/api/admin/orders?${Object.entries(params)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&')}`,
    );
  const idsOf = (rows: Row[]) => rows.map((row) => row.id);
  const wibDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);

  beforeAll(async () => {
    shop = await startShop({ trackingRefreshMs: 3_600_000 }, { providers: true });
    staff = (await logInStaff(shop, 'kasir@example.com')).access;
    const area = await areaOf(shop, 'KOTA BANDUNG');
    const unpaid = await quotedOrder(shop, area);
    ids.unpaid = unpaid.orderId;
    unpaidEmail = unpaid.customer.email;
    const paid: number[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await quotedOrder(shop, area);
      await pay(shop, placed.customer.access, placed.orderId);
      await orderWhen(shop, placed.customer.access, placed.orderId, (o) => Boolean(o.waybill), 'the waybill');
      paid.push(placed.orderId);
      labelledEmail = placed.customer.email;
    }
    ids.paid = paid[0]!;
    ids.labelled = paid.slice(1);
    const labels = await as(shop, staff).call(
      'POST',
      '/api/orders/create_labels/',
      { order_ids: ids.labelled },
      { accept: 'application/json' },
    );
    expect(labels.status).toBe(200);
    await waitUntil(
      async () => {
        const counts = (await get('/api/admin/orders/tab-counts')).body;
        return counts.collection === 2 && counts.awaiting_shipment === 2;
      },
      { timeoutMs: 20_000, what: 'the labelled orders in the table' },
    );
  }, 90_000);
  afterEach(() => jnt(shop).clearFaults());
  afterAll(() => shop?.close());

  it('is for staff only', async () => {
    const customer = await logIn(shop, 'bukan-staf@example.com');
    for (const path of ['/api/admin/orders', '/api/admin/orders/tab-counts', `/api/admin/orders/${ids.paid}`]) {
      expect(await shop.call('GET', path)).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
      expect((await get(path, customer.access)).status).toBe(403);
    }
    const receipts = { body: { order_ids: [ids.paid] } };
    expect((await shop.call('POST', '/api/admin/orders/receipts', receipts)).status).toBe(401);
    expect(
      (await shop.call('POST', '/api/admin/orders/receipts', { ...receipts, token: customer.access })).status,
    ).toBe(403);
  });

  it('counts every tab in one answer, Awaiting Shipment holding the unpaid order too', async () => {
    expect((await get('/api/admin/orders/tab-counts')).body).toEqual({
      all: 4,
      awaiting_shipment: 2,
      collection: 2,
      on_shipping: 0,
      shipped: 0,
      packing: 0,
      delivery: 0,
      done: 0,
      cancelled: 0,
    });
  });

  it('lists a tab newest first with the total in Content-Range, and what each row offers', async () => {
    const waiting = await list({ filter: { tab: 'awaiting_shipment' }, range: [0, 9] });
    expect(waiting.headers.get('content-range')).toBe('orders 0-1/2');
    expect(idsOf(waiting.body)).toEqual([ids.paid, ids.unpaid]);
    const [paid, unpaid] = waiting.body as Row[];
    // the status machine: the unpaid order may be cancelled but not labelled, so it has no checkbox
    expect(unpaid!.offers).toEqual({
      actions: ['pay', 'cancel'],
      cancel: true,
      selectable: false,
      label_blocked: false,
    });
    expect(paid!.offers).toEqual({
      actions: ['create_label', 'cancel'],
      cancel: true,
      selectable: true,
      label_blocked: false,
    });
    expect(paid!.padded_id).toBe(String(ids.paid).padStart(18, '0'));
    expect(paid!.products_cell).toMatch(/^Kalung Uji \d+$/); // one item: its name, no '+N'

    const collection = (await list({ filter: { tab: 'collection' } })).body as Row[];
    expect(idsOf(collection).sort()).toEqual([...ids.labelled].sort());
    for (const row of collection) {
      expect(row.offers).toEqual({
        actions: ['print_receipt', 'cancel', 'courier_update'],
        cancel: true,
        selectable: true,
        label_blocked: false,
      });
    }
    // on All nothing is selected or cancelled: those belong to the status's own tab
    const all = (await list({ filter: { tab: 'all' } })).body as Row[];
    expect(all).toHaveLength(4);
    expect(all.every((row) => !row.offers.cancel && !row.offers.selectable)).toBe(true);
    expect((await list({ filter: { tab: 'done' } })).headers.get('content-range')).toBe('orders 0-0/0');
  });

  it('pages and sorts by range and sort', async () => {
    const newest = idsOf((await list({ filter: { tab: 'all' } })).body);
    const second = await list({ filter: { tab: 'all' }, range: [1, 2] });
    expect(second.headers.get('content-range')).toBe('orders 1-2/4');
    expect(idsOf(second.body)).toEqual(newest.slice(1, 3));
    const oldest = await list({ filter: {}, sort: ['created_at', 'ASC'], range: [0, 0] });
    expect(idsOf(oldest.body)).toEqual([newest[3]]);
    expect(oldest.headers.get('content-range')).toBe('orders 0-0/4');
    expect(idsOf((await list({ sort: ['id', 'DESC'] })).body)).toEqual([...newest].sort((a, b) => b - a));
  });

  it('searches e-mails (case ignored) and order ids, the tabs counted under the search', async () => {
    const byEmail = await list({ filter: { tab: 'all', q: unpaidEmail.toUpperCase() } });
    expect(idsOf(byEmail.body)).toEqual([ids.unpaid]);
    expect(idsOf((await list({ filter: { q: String(ids.paid) } })).body)).toContain(ids.paid);
    const filter = JSON.stringify({ q: labelledEmail });
    const counts = (await get(`/api/admin/orders/tab-counts?filter=${encodeURIComponent(filter)}`)).body;
    expect(counts).toMatchObject({ all: 1, collection: 1, awaiting_shipment: 0 });
    expect(idsOf((await list({ filter: { tab: 'awaiting_shipment', q: 'tidak ada' } })).body)).toEqual([]);
  });

  it('filters by WIB day, the end day whole, and answers getMany', async () => {
    const today = wibDay(new Date());
    expect((await list({ filter: { tab: 'all', start_date: today } })).body).toHaveLength(4);
    expect((await list({ filter: { tab: 'all', end_date: today } })).body).toHaveLength(4);
    const before = await list({ filter: { tab: 'all', end_date: '2020-01-01' } });
    expect(before.body).toEqual([]);
    expect(before.headers.get('content-range')).toBe('orders 0-0/0');
    const many = await list({ filter: { id: [ids.unpaid, ids.paid] } });
    expect(idsOf(many.body).sort()).toEqual([ids.unpaid, ids.paid].sort());
  });

  it.each([
    ['filter', { start_date: '2026-13-01' }, 'start_date must be a date like 2026-11-01'],
    ['filter', { end_date: 'yesterday' }, 'end_date must be a date like 2026-11-30'],
    ['filter', { tab: 'lost' }, 'tab must be one of: all, awaiting_shipment'],
    ['filter', { q: 'x'.repeat(101) }, 'q must be at most 100 characters'],
    ['filter', { id: ['abc'] }, 'filter id must be whole numbers'],
    ['sort', ['user_email', 'ASC'], 'sort must be by one of: created_at, id'],
    ['range', [5, 1], 'range must be JSON text like [0,9]'],
  ])('refuses a bad %s %p clearly', async (name, value, detail) => {
    const answer = await list({ [name]: value });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Failed to load orders. Please try again.');
    expect(answer.body.detail).toContain(detail);
  });

  it('answers one row with the offers of its own tab, or not found', async () => {
    const one = await get(`/api/admin/orders/${ids.labelled[0]}`);
    expect(one.body).toMatchObject({ id: ids.labelled[0], fulfillment_status: 'collection', offers: { cancel: true } });
    expect(await get('/api/admin/orders/999999999')).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
  });

  it('prints receipts as one batch: a result per order, a J&T fault failing only its order, retried alone', async () => {
    const [first, second] = ids.labelled as [number, number];
    // J&T fails on its side three times running: the first order's tries (the batch prints in order)
    await jnt(shop).addFault({ route: 'print', kind: 'status', status: 500, times: 3 });
    const batch = await as(shop, staff).call('POST', '/api/admin/orders/receipts', {
      order_ids: [first, ids.unpaid, second],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual([
      { order_id: first, ok: false, billcode: expect.any(String), rotaprinturl: null, reason: 'System error at JNT' },
      {
        order_id: ids.unpaid,
        ok: false,
        billcode: null,
        rotaprinturl: null,
        reason: 'Create the label before printing the receipt',
      },
      {
        order_id: second,
        ok: true,
        billcode: expect.any(String),
        rotaprinturl: expect.stringMatching(/^https?:\/\//),
        reason: null,
      },
    ]);
    const retry = await as(shop, staff).call('POST', '/api/admin/orders/receipts', { order_ids: [first] });
    expect(retry.body.results).toEqual([expect.objectContaining({ order_id: first, ok: true, reason: null })]);
  }, 30_000);

  it('answers an unknown order in a receipts batch as not found', async () => {
    const unknown = await as(shop, staff).call('POST', '/api/admin/orders/receipts', { order_ids: [999_999_999] });
    expect(unknown.body.results).toEqual([
      { order_id: 999_999_999, ok: false, billcode: null, rotaprinturl: null, reason: 'Order not found' },
    ]);
  });

  it('refuses a receipts batch without orders in the seed words', async () => {
    const empty = await as(shop, staff).call('POST', '/api/admin/orders/receipts', { order_ids: [] });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'Please select at least one order to print receipts' },
    });
  });
});
