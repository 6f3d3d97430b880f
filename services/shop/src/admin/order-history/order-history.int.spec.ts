import type { LatePaymentRow, OrderTimelineView, TimelineEntry } from '@kilau/domain';
import { jntControl, midtransControl } from '@kilau/provider-sim';
import { addProduct, customers, logIn, logInStaff, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

/**
 * The console's order history over real HTTP, with J&T and Midtrans simulated: an order's
 * timeline from placing to cancelling at the courier (a waybill that failed its first try among
 * it), and the payments that arrived after their order was cancelled, refunded once.
 */
const JSON_ANSWER = { accept: 'application/json' };

describe('order history', () => {
  let shop: ShopUnderTest;
  let staff: string;
  let area: { code: string; district: string; city: string };

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    staff = (await logInStaff(shop, 'riwayat@example.com')).access;
    const { rows } = await shop.sql.query(
      `SELECT kode_jnt_receiver_area AS code, kecamatan_jnt AS district, kabupaten_kota AS city
         FROM jnt_areas WHERE kabupaten_kota = 'KOTA BANDUNG' ORDER BY kode_jnt_receiver_area LIMIT 1`,
    );
    area = rows[0];
  });
  afterAll(() => shop?.close());

  const asStaff = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    shop.call(method, path, { body, token: staff, headers });
  const timeline = async (orderId: number) =>
    (await asStaff('GET', `/api/admin/orders/${orderId}/timeline`)).body as OrderTimelineView;

  /** A customer's order the storefront's way: a line in the cart, J&T's fee, the checkout. */
  async function placeOrder() {
    const product = await addProduct(shop.sql, {
      name: 'Gelang Riwayat',
      price: 150_000,
      stock: 50,
      category: 'bracelet',
    });
    const [customer] = await customers(shop, 1, 'riwayat');
    const as = (method: string, path: string, body?: unknown) =>
      shop.call(method, path, { body, token: customer!.access });
    const line = await as('POST', '/api/cart/add/', { product, quantity: 1 });
    const tariff = await as('POST', '/api/jnt/tariff/', { weight: '1', destAreaCode: area.code });
    const placed = await as('POST', '/api/selective_checkout/', {
      cart_item_ids: [line.body.id],
      shipping_cost: tariff.body.cost,
      first_name: 'Rina',
      last_name: 'Wijaya',
      email: customer!.email,
      receiver_phone: '81298765432',
      address: 'Jl. Anggrek 12',
      city: area.city,
      district: area.district,
      destAreaCode: area.code,
      province: 'Jawa Barat',
      postal_code: '40111',
    });
    expect(placed.status).toBe(201);
    const token = await as('POST', '/api/midtrans/token/', { order_id: placed.body.order_id });
    expect(token.status).toBe(200);
    return { orderId: placed.body.order_id as number, customer: customer!, attemptId: token.body.attempt_id as string };
  }

  const ofType = (entries: TimelineEntry[], type: string) => entries.filter((entry) => entry.type === type);

  it("tells an order's whole story, oldest first: events, notification, courier calls and a job's failed try", async () => {
    const { orderId, customer, attemptId } = await placeOrder();
    await jntControl(shop.sim!.url).addFault({ route: 'create', kind: 'status', status: 503, times: 1 });
    await midtransControl(shop.sim!.url).pay(attemptId);
    const waybill = await waitUntil(
      async () =>
        ((await shop.call('GET', `/api/orders/${orderId}/`, { token: customer.access })).body.waybill as
          string | null) ?? undefined,
      { timeoutMs: 20_000, what: 'the waybill after its failed first try' },
    );
    // the label batch reads the staff's order table, which may trail the customer's view by a moment
    await waitUntil(
      async () => {
        const labels = await asStaff('POST', '/api/orders/create_labels/', { order_ids: [orderId] }, JSON_ANSWER);
        return labels.status === 200 && labels.body.results[0]?.ok === true;
      },
      { what: 'the label' },
    );
    expect((await asStaff('POST', `/api/orders/${orderId}/cancel`, {})).status).toBe(200);

    const story = await waitUntil(
      async () => {
        const view = await timeline(orderId);
        const job = ofType(view.entries, 'create-waybill')[0];
        const cancelled = ofType(view.entries, 'CourierOrderCancelled').length > 0;
        return job?.summary.includes('completed') && cancelled ? view : undefined;
      },
      { timeoutMs: 20_000, what: 'the finished waybill job and the cancellation on the timeline' },
    );
    expect(story.order).toMatchObject({
      id: orderId,
      email: customer.email,
      receiver_name: 'Rina Wijaya',
      fulfillment_status: 'cancelled',
      status_badge: 'cancelled',
      items: [expect.objectContaining({ product_name: 'Gelang Riwayat', quantity: 1 })],
    });
    const times = story.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(story.entries[0]).toMatchObject({ kind: 'order', type: 'OrderPlaced', source: `order-${orderId}` });
    expect(new Set(story.entries.map((entry) => entry.kind))).toEqual(
      new Set(['order', 'payment', 'notification', 'courier', 'job']),
    );
    expect(ofType(story.entries, 'PaymentAttemptStarted')[0]).toMatchObject({ source: `payment-${orderId}` });
    // Snap notifies the pending transfer, then its settlement
    expect(ofType(story.entries, 'PaymentNotification').map((entry) => entry.summary)).toEqual([
      expect.stringMatching(
        new RegExp(`^Midtrans notified pending for ${attemptId}: Rp [\\d.]+ \\(status code 201\\)`),
      ),
      expect.stringMatching(
        new RegExp(`^Midtrans notified settlement for ${attemptId}: Rp [\\d.]+ \\(status code 200\\)`),
      ),
    ]);
    expect(ofType(story.entries, 'PaymentSettled')[0]?.summary).toMatch(/^Payment settled: Rp /);
    expect(ofType(story.entries, 'WaybillAssigned')[0]?.summary).toBe(`J&T gave waybill ${waybill} (${area.code})`);
    expect(ofType(story.entries, 'ShipmentLabelCreated')[0]).toMatchObject({ actor: 'staff riwayat@example.com' });
    expect(ofType(story.entries, 'OrderCancelled')[0]?.summary).toBe(
      'Order cancelled: Canceled by user; the payment is due back',
    );
    expect(ofType(story.entries, 'create-waybill')[0]).toMatchObject({
      kind: 'job',
      summary: 'Job create-waybill on shipping: completed after 2 attempts',
      error: expect.stringMatching(/^Attempt 1: JntError: J&T answered 503$/),
      source: `shipping job create-waybill_${orderId}`,
    });
    // the jobs the events called for are there too, each read by its id
    // each notification's check: the pending one at its bounded rate, the settlement on the money queue
    expect(ofType(story.entries, 'confirm-payment').map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Job confirm-payment on payment-checks: completed after 1 attempt',
        'Job confirm-payment on payments: completed after 1 attempt',
      ]),
    );
    // the order's own row (Order Management's) and its timeline answer side by side
    expect(await asStaff('GET', `/api/admin/orders/${orderId}`)).toMatchObject({ status: 200, body: { id: orderId } });
  }, 60_000);

  it("answers an unknown order 404 with the shop's words, and nobody but staff", async () => {
    expect(await asStaff('GET', '/api/admin/orders/987654/timeline')).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect((await asStaff('GET', '/api/admin/orders/abc/timeline')).status).toBe(404);
    expect(await shop.call('GET', '/api/admin/orders/1/timeline')).toMatchObject({
      status: 401,
      body: { message: 'Not authenticated' },
    });
    expect((await shop.call('GET', '/api/admin/late-payments')).status).toBe(401);
    const customer = await logIn(shop, 'bukan-staf-riwayat@example.com');
    expect((await shop.call('GET', '/api/admin/orders/1/timeline', { token: customer.access })).status).toBe(403);
    expect((await shop.call('GET', '/api/admin/late-payments', { token: customer.access })).status).toBe(403);
    const refund = await shop.call('POST', '/api/admin/late-payments/1-1/refunded', {
      body: {},
      token: customer.access,
    });
    expect(refund.status).toBe(403);
  });

  it('lists a payment that arrived after the cancellation, newest first, and records its refund once', async () => {
    const { orderId, customer, attemptId } = await placeOrder();
    expect((await asStaff('POST', `/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    await midtransControl(shop.sim!.url).pay(attemptId); // the payer was still on the Snap page
    const list = (query = '') => asStaff('GET', `/api/admin/late-payments${query}`);
    const row = await waitUntil(
      async () => ((await list()).body as LatePaymentRow[]).find((r) => r.order_id === orderId),
      { timeoutMs: 20_000, what: 'the late payment listed' },
    );
    expect(row).toEqual({
      id: attemptId,
      order_id: orderId,
      email: customer.email,
      amount: expect.any(Number),
      transaction_id: expect.any(String),
      payment_type: expect.any(String),
      paid_at: expect.any(String),
      cancelled_at: expect.any(String),
      cancel_reason: 'Canceled by user',
      refunded: false,
      refunded_at: null,
      refunded_by: null,
      refund_note: null,
    });
    expect(Date.parse(row.paid_at)).toBeGreaterThanOrEqual(Date.parse(row.cancelled_at!));
    const page = await list('?sort=["paid_at","DESC"]&range=[0,9]&filter={"refunded":false}');
    expect(page.headers.get('content-range')).toMatch(/^late-payments 0-\d+\/\d+$/);
    expect(page.body.map((r: LatePaymentRow) => r.id)).toContain(attemptId);
    const search = await list(`?filter=${encodeURIComponent(JSON.stringify({ q: customer.email }))}`);
    expect(search.body.map((r: LatePaymentRow) => r.id)).toEqual([attemptId]);

    const tooLong = await asStaff('POST', `/api/admin/late-payments/${attemptId}/refunded`, { note: 'x'.repeat(501) });
    expect(tooLong).toMatchObject({ status: 400 });
    const refunded = await asStaff('POST', `/api/admin/late-payments/${attemptId}/refunded`, { note: 'BCA 7781' });
    expect(refunded).toMatchObject({
      status: 200,
      body: { id: attemptId, refunded: true, refunded_by: 'riwayat@example.com', refund_note: 'BCA 7781' },
    });
    expect(await asStaff('POST', `/api/admin/late-payments/${attemptId}/refunded`, {})).toMatchObject({
      status: 409,
      body: { message: 'This payment is already marked refunded' },
    });
    expect(await asStaff('POST', `/api/admin/late-payments/${orderId}-9/refunded`, {})).toMatchObject({
      status: 404,
      body: { message: 'Late payment not found' },
    });
    const done = await list('?filter={"refunded":true}');
    expect(done.body.find((r: LatePaymentRow) => r.id === attemptId)).toMatchObject({
      refunded: true,
      refund_note: 'BCA 7781',
    });
    expect((await list('?filter={"refunded":false}')).body.map((r: LatePaymentRow) => r.id)).not.toContain(attemptId);
    expect((await list('?sort=["password","ASC"]')).status).toBe(400);

    const story = await timeline(orderId);
    expect(ofType(story.entries, 'PaymentReceivedForCancelledOrder')[0]).toMatchObject({
      error: 'Paid after cancellation: refund due',
    });
    expect(ofType(story.entries, 'LatePaymentRefunded')[0]).toMatchObject({
      kind: 'refund',
      source: `refund-${attemptId}`,
      summary: expect.stringMatching(/by riwayat@example.com: BCA 7781$/),
    });
  }, 60_000);
});
