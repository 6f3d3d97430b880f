import { foldForSearch } from '@kilau/domain';
import { addProduct, logIn, logInStaff, quoteFee, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

import { SqlParams, whereClause } from '../catalogue/read/sql.js';
import { dayAndSearchConditions } from './queries/order-rows.js';

const contact = {
  first_name: 'Budi',
  last_name: 'Santoso',
  email: 'budi@example.com',
  receiver_phone: '81311112222',
  address: 'Jl. Kenanga 7',
  city: 'KOTA SURABAYA',
  district: 'GUBENG',
  destAreaCode: 'SUY008',
  province: 'Jawa Timur',
  postal_code: '60281',
};

/** The staff's orders table (GET /api/admin/orders-table/), kept by its projection. */
describe('admin orders table', () => {
  let shop: ShopUnderTest;
  let staff: string;
  const orders: number[] = [];

  const table = (query = '', token = staff) => shop.call('GET', `/api/admin/orders-table/${query}`, { token });
  const placeOrder = async (email: string, productName: string) => {
    const product = await addProduct(shop.sql, { name: productName, price: 75_000, category: 'anklet' });
    const session = await logIn(shop, email);
    const line = await shop.call('POST', '/api/cart/add/', {
      body: { product, quantity: 1, message: 'bungkus kado' },
      token: session.access,
    });
    await quoteFee(shop.sql, { destAreaCode: contact.destAreaCode, cost: 12_000 });
    const placed = await shop.call('POST', '/api/selective_checkout/', {
      body: { cart_item_ids: [line.body.id], shipping_cost: 12_000, ...contact },
      token: session.access,
    });
    return placed.body.order_id as number;
  };

  beforeAll(async () => {
    shop = await startShop();
    staff = (await logInStaff(shop, 'staf@example.com')).access;
    orders.push(await placeOrder('sari@example.com', 'Gelang Kaki Mutiara'));
    orders.push(await placeOrder('dewi@example.com', 'Gelang Kaki Élégance'));
    orders.push(await placeOrder('sari@example.com', 'Gelang Kaki Kerang'));
    await waitUntil(async () => (await table()).body.length === 3, { what: 'three rows in the orders table' });
  });
  afterAll(() => shop.close());

  it('is for staff only', async () => {
    expect((await shop.call('GET', '/api/admin/orders-table/')).status).toBe(401);
    const customer = await logIn(shop, 'bukan-staf@example.com');
    expect((await table('', customer.access)).status).toBe(403);
  });

  it("answers the seed's row fields, newest first, with the badges worked out", async () => {
    const rows = (await table()).body;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([...orders].reverse());
    expect(rows[2]).toEqual({
      id: orders[0],
      user_email: 'sari@example.com',
      time_elapsed: expect.stringMatching(/^\d+ (second|minute)s?$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      product_summary: [
        {
          product_name: 'Gelang Kaki Mutiara',
          gift_set_name: null,
          charm_names: [],
          message: 'bungkus kado',
          quantity: 1,
          type: 'product',
          image: '/media/test/product.svg',
        },
      ],
      billcode: null,
      jnt_status: null,
      billcode_status: null,
      fulfillment_status: 'pending',
      status_badge: 'Awaiting Shipment',
      payment_status: 'unpaid',
      payment_badge: 'Not Paid',
      total_price: 87_000,
    });
  });

  it('shows an unpaid order older than three hours as canceled by the user', async () => {
    await shop.sql.query(
      `UPDATE admin_orders SET created_at = now() - interval '3 hours 1 minute' WHERE order_id = $1`,
      [orders[0]],
    );
    const row = (await table()).body.find((r: { id: number }) => r.id === orders[0]);
    expect(row.payment_badge).toBe('Canceled by User');
  });

  it('searches order ids, e-mails and product names, case and accents ignored', async () => {
    const ids = async (q: string) => (await table(`?q=${encodeURIComponent(q)}`)).body.map((r: { id: number }) => r.id);
    expect(await ids('SARI@')).toEqual([orders[2], orders[0]]);
    expect(await ids('elegance')).toEqual([orders[1]]);
    expect(await ids('ÉLÉGANCE')).toEqual([orders[1]]);
    expect(await ids(String(orders[1]))).toEqual([orders[1]]);
    expect(await ids('tidak ada')).toEqual([]);
  });

  it("folds names and addresses as the catalogue's search does (the database's kilau_fold)", async () => {
    const texts = [
      'Kalung Élégance',
      'Gelang Kaki Kerang',
      'SARI@Example.COM',
      'ÀÁÂÃÄÅ àáâãäå Çç Ññ Ÿÿ',
      'Straße Æsir œuvre Øre',
      'Łódź Đorđe Þór',
      'İstanbul',
      'ﬁne ﬂow',
      'Ａｂｃ',
    ];
    const { rows } = await shop.sql.query<{ folded: string[] }>(
      'SELECT array_agg(kilau_fold(t) ORDER BY i) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)',
      [texts],
    );
    expect(texts.map(foldForSearch)).toEqual(rows[0]!.folded);
  });

  it('searches along its trigram index, which the search expression must match', async () => {
    const sql = new SqlParams();
    const where = whereClause(dayAndSearchConditions({ q: 'Élégance 1' }, sql));
    const client = await shop.sql.connect();
    try {
      await client.query('BEGIN');
      // three rows read fastest from the table itself: the plan shows whether the index could serve at all
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT order_id FROM admin_orders ${where}`,
        sql.values,
      );
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on admin_orders_search_idx/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('filters by day in the shop time zone, the end day whole, and by status tab', async () => {
    const wibDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
    const today = wibDay(new Date());
    // from the day of the oldest order (another test moves one 3 hours back: yesterday, just after midnight)
    const since = wibDay(new Date(Date.now() - 4 * 3600_000));
    expect((await table(`?start_date=${since}&end_date=${today}`)).body).toHaveLength(3);
    expect((await table(`?end_date=2020-01-01`)).body).toEqual([]);
    expect((await table('?status=awaiting_shipment')).body).toHaveLength(3);
    expect((await table('?status=collection')).body).toEqual([]);
    const paged = (await table('?status=all&page=2&page_size=2')).body;
    expect(paged).toMatchObject({ count: 3, page: 2, page_size: 2, total_pages: 2 });
    expect(paged.results).toHaveLength(1);
  });

  it.each([
    ['?start_date=2026-13-01', 'start_date must be a date like 2026-11-01'],
    ['?end_date=yesterday', 'end_date must be a date like 2026-11-30'],
    ['?status=lost', 'status must be one of'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?page=0', 'page must be at least 1'],
  ])('refuses %s clearly', async (query, message) => {
    const answer = await table(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Failed to load orders. Please try again.');
    expect(answer.body.detail).toContain(message);
  });
});
