import { QueryBus } from '@nestjs/cqrs';
import { parse } from 'csv-parse/sync';

import type { OrderManagementRow, OrdersExportSource, OrderTimelineView } from '@kilau/domain';
import {
  addProduct,
  areaOf,
  as,
  customers,
  customPieceOrder,
  logIn,
  logInStaff,
  orderWhen,
  pay,
  quotedOrder,
  type ShopUnderTest,
  shownReceiver,
  startShop,
  waitUntil,
} from '@kilau/test';

import { servedPdfText } from '../../shipping/labels/pdf-text.spec-support.js';
import { ExportManagementOrders } from './queries/export-management-orders.js';

/**
 * What staff pack from, over real HTTP on PostgreSQL, Redis and the J&T simulator: the packing
 * facts with each Order Management row and on the order page, the packing slip (PDF) and the CSV
 * export of a tab, days and search. One unpaid custom piece (a chain with three charms, one charm
 * in two slots, and a gift note), one paid plain order, one labelled.
 */
describe('packing facts, packing slip and CSV export', () => {
  let shop: ShopUnderTest;
  let staff: string;
  let customer: string;
  let area: Awaited<ReturnType<typeof areaOf>>;
  const ids = { custom: 0, paid: 0, labelled: 0 };
  let chain = '';

  const get = (path: string, token = staff) => shop.call('GET', path, { token });
  const raw = (path: string, token?: string) =>
    fetch(`${shop.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const filterQuery = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const exported = async (filter: Record<string, unknown>) => {
    const answer = await raw(`/api/admin/orders/export.csv?${filterQuery(filter)}`, staff);
    expect(answer.status).toBe(200);
    return parse(await answer.text(), { bom: true, columns: true }) as Array<Record<string, string>>;
  };
  const listed = async (filter: Record<string, unknown>) =>
    (await get(`/api/admin/orders?${filterQuery(filter)}&range=${encodeURIComponent('[0,99]')}`))
      .body as OrderManagementRow[];

  beforeAll(async () => {
    shop = await startShop({ trackingRefreshMs: 3_600_000 }, { providers: true });
    staff = (await logInStaff(shop, 'gudang@example.com')).access;
    customer = (await logIn(shop, 'bukan-gudang@example.com')).access;
    area = await areaOf(shop, 'KOTA BANDUNG');
    const custom = await customPieceOrder(shop, area);
    ids.custom = custom.orderId;
    chain = custom.chain;
    for (const key of ['paid', 'labelled'] as const) {
      const placed = await quotedOrder(shop, area);
      await pay(shop, placed.customer.access, placed.orderId);
      await orderWhen(shop, placed.customer.access, placed.orderId, (o) => Boolean(o.waybill), 'the waybill');
      ids[key] = placed.orderId;
    }
    const labels = await as(shop, staff).call(
      'POST',
      '/api/orders/create_labels/',
      { order_ids: [ids.labelled] },
      { accept: 'application/json' },
    );
    expect(labels.status).toBe(200);
    await waitUntil(async () => (await get('/api/admin/orders/tab-counts')).body.collection === 1, {
      timeoutMs: 20_000,
      what: 'the labelled order in the table',
    });
  }, 90_000);
  afterAll(() => shop?.close());

  const expectedPacking = () => ({
    lines: [
      {
        name: chain,
        source_type: 'product',
        custom: true,
        charms: [
          { slot: 1, charm: expect.any(Number), name: 'Huruf K' },
          { slot: 2, charm: expect.any(Number), name: 'Bintang' },
          { slot: 3, charm: expect.any(Number), name: 'Huruf K' },
        ],
        message: 'Selamat ulang tahun, Ibu!',
        quantity: 2,
        price: expect.any(Number),
        line_total: expect.any(Number),
        image: expect.any(String),
      },
    ],
    receiver: {
      name: 'Rina Wijaya',
      phone: '81298765432',
      address: 'Jl. Anggrek 12',
      district: area.district,
      city: area.city,
      province: 'Bali',
      postal_code: '80225',
      email: 'rina@example.com',
    },
    pieces: 2,
  });

  it('answers the packing facts with each row of the list, with one row, and on the order page', async () => {
    const rows = await listed({ tab: 'awaiting_shipment' });
    const custom = rows.find((row) => row.id === ids.custom)!;
    expect(custom.packing).toEqual(expectedPacking());
    expect(custom.packing!.lines[0]!.line_total).toBe(2 * custom.packing!.lines[0]!.price);
    expect(rows.find((row) => row.id === ids.paid)!.packing).toMatchObject({
      lines: [{ custom: false, charms: [], message: '', quantity: 1 }],
      pieces: 1,
    });
    expect((await get(`/api/admin/orders/${ids.custom}`)).body.packing).toEqual(expectedPacking());
    const page = (await get(`/api/admin/orders/${ids.custom}/timeline`)).body as OrderTimelineView;
    expect(page.order.packing).toEqual(expectedPacking());
    expect(page.order.shipping_cost).toBeGreaterThan(0);
  });

  it('prints the packing slip for staff only', async () => {
    const path = `/api/admin/orders/${ids.custom}/packing-slip`;
    expect(await shop.call('GET', path)).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect((await get(path, customer)).status).toBe(403);
    expect(await get('/api/admin/orders/999999999/packing-slip')).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
  });

  it("prints the packing slip: the order number, each line's charms in slot order and gift note, the receiver and address", async () => {
    const answer = await raw(`/api/admin/orders/${ids.custom}/packing-slip`, staff);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = servedPdfText(pdf);
    const lines = [
      `Order #${ids.custom}`,
      ...shownReceiver(area),
      `2 × ${chain} (chain)`,
      'Slot 1: Huruf K',
      'Slot 2: Bintang',
      'Slot 3: Huruf K',
      'Gift note: "Selamat ulang tahun, Ibu!"',
    ];
    for (const line of lines) expect(text).toContain(line);
    expect(text.indexOf('Slot 2: Bintang')).toBeGreaterThan(text.indexOf('Slot 1: Huruf K'));
    expect(text.indexOf('Slot 3: Huruf K')).toBeGreaterThan(text.indexOf('Slot 2: Bintang'));
  });

  it('exports for staff only, and refuses a bad filter clearly', async () => {
    const path = '/api/admin/orders/export.csv';
    expect((await raw(path)).status).toBe(401);
    expect((await raw(path, customer)).status).toBe(403);
    const bad = await get(`${path}?${filterQuery({ tab: 'lost' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('tab must be one of');
  });

  it.each([
    ['Awaiting Shipment', { tab: 'awaiting_shipment' }],
    ['Collection', { tab: 'collection' }],
    ['All', { tab: 'all' }],
    ['a search', { tab: 'all', q: 'rakit' }],
    ['days that hold none', { tab: 'all', end_date: '2020-01-01' }],
  ])('exports the rows of %s exactly as the table lists them, newest first', async (_, filter) => {
    const [rows, table] = await Promise.all([exported(filter), listed(filter)]);
    expect(rows.map((row) => row['Order number'])).toEqual(table.map((row) => `#${row.id}`));
    expect(rows.map((row) => row.Status)).toEqual(table.map((row) => row.status_badge));
  });

  it('writes the header and each order: times with the +07:00 offset, charms by slot, notes, whole rupiah', async () => {
    const answer = await raw(`/api/admin/orders/export.csv?${filterQuery({ tab: 'awaiting_shipment' })}`, staff);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-awaiting_shipment-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(answer.headers.get('x-orders-total')).toBe('2');
    const text = await answer.text();
    expect(text.split('\r\n')[0] ?? text.split('\n')[0]).toContain('Order number,Placed at,Paid at,Status');
    const [row] = (parse(text, { bom: true, columns: true }) as Array<Record<string, string>>).filter(
      (cells) => cells['Order number'] === `#${ids.custom}`,
    );
    const order = (await get(`/api/orders/${ids.custom}/`)).body;
    expect(row).toEqual({
      'Order number': `#${ids.custom}`,
      'Placed at': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/),
      'Paid at': '',
      Status: 'Awaiting Shipment',
      'Payment Status': 'Not Paid',
      Customer: expect.stringMatching(/^rakit-/),
      Receiver: 'Rina Wijaya',
      'E-mail': 'rina@example.com',
      Phone: '0812-9876-5432',
      Address: `Jl. Anggrek 12, Kec. ${area.district}, ${area.city}, Bali 80225`,
      Items: `2 × ${chain} (1: Huruf K, 2: Bintang, 3: Huruf K)`,
      'Gift notes': `${chain}: Selamat ulang tahun, Ibu!`,
      Pieces: '2',
      Subtotal: String(order.subtotal),
      Discount: String(order.product_discount + order.charm_discount),
      Shipping: String(order.shipping_cost),
      Total: String(order.total_price),
      Waybill: '',
    });
    expect(Date.parse(row!['Placed at']!)).toBe(Math.floor(Date.parse(order.created_at) / 1000) * 1000);
  });

  it('stops at the cap, reading batch after batch without repeating or skipping a row', async () => {
    const all = (await listed({ tab: 'all' })).map((row) => row.id);
    const read = async (maxRows: number) => {
      const rows = await shop.api
        .get(QueryBus)
        .execute<ExportManagementOrders, AsyncIterable<OrdersExportSource>>(
          new ExportManagementOrders({ tab: 'all' }, maxRows, 1),
        );
      const ids: number[] = [];
      for await (const row of rows) ids.push(row.id);
      return ids;
    };
    expect(await read(2)).toEqual(all.slice(0, 2));
    expect(await read(10)).toEqual(all);
  });

  it("writes a shopper's formula-like name and address so a spreadsheet shows them instead of running them", async () => {
    const [shopper] = await customers(shop, 1, 'rumus');
    const product = await addProduct(shop.sql, { price: 90_000, stock: 10 });
    const line = await as(shop, shopper!.access).call('POST', '/api/cart/add/', { product, quantity: 1 });
    const tariff = await as(shop, shopper!.access).call('POST', '/api/jnt/tariff/', {
      weight: '1',
      destAreaCode: area.code,
    });
    const name = '=HYPERLINK("http://jahat.example","Klik")';
    const placed = await as(shop, shopper!.access).call('POST', '/api/selective_checkout/', {
      cart_item_ids: [line.body.id],
      shipping_cost: tariff.body.cost,
      first_name: name,
      last_name: 'Wijaya',
      email: 'rumus@example.com',
      receiver_phone: '81298765432',
      address: '@SUM(1+1) Jl. Anggrek 12',
      city: area.city,
      district: area.district,
      destAreaCode: area.code,
      province: 'Bali',
      postal_code: '80225',
    });
    expect(placed.status).toBe(201);
    const filter = { tab: 'all', q: shopper!.email };
    await waitUntil(async () => (await listed(filter)).length === 1, { what: 'the order in the table' });
    const [row] = await exported(filter);
    expect(row).toMatchObject({
      'Order number': `#${placed.body.order_id}`,
      Receiver: `'${name} Wijaya`,
      Address: expect.stringMatching(/^'@SUM\(1\+1\) Jl\. Anggrek 12, Kec\. /),
    });
    const text = await (await raw(`/api/admin/orders/export.csv?${filterQuery(filter)}`, staff)).text();
    expect(text).not.toMatch(/(^|,)"?[=@+-]/m);
  });
});
