import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { logInStaff, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

import {
  areaOf,
  as,
  jnt,
  orderEvents,
  orderWhen,
  pay,
  quotedOrder,
  sweepTracking,
  sweepUntil,
} from './shipping-helpers.js';

/**
 * The courier misbehaving and staff at the edges: answers lost, refusals, 5xx and timeouts, a label
 * batch with a cancelled order, receipts and cancellations J&T refuses, and bad input on every
 * shipping call. Each parcel keeps exactly one waybill. A worker killed mid-call is
 * faults/courier-waybill.int.spec.ts's (the same checks, the shopper asking meanwhile too).
 */
describe('shipping when things go wrong', () => {
  let shop: ShopUnderTest;
  let staff: string;
  let area: Awaited<ReturnType<typeof areaOf>>;

  beforeAll(async () => {
    shop = await startShop(
      // the label batch alone places 50 orders from 127.0.0.1, and CI runs a failed test once more:
      // the limits on one client address have tests of their own
      { trackingRefreshMs: 3_600_000, checkoutsPerClient: 1_000_000, tariffCallsPerClient: 1_000_000 },
      { providers: true },
    );
    staff = (await logInStaff(shop, 'admin-kirim@example.com')).access;
    area = await areaOf(shop, 'KOTA BANDUNG');
  });
  afterEach(() => jnt(shop).clearFaults());
  afterAll(() => shop?.close());

  const creates = async (orderId: number) =>
    (await jnt(shop).requests()).filter(
      (r) => r.route === 'create' && JSON.stringify(r.payload).includes(`"orderid":"${orderId}"`),
    );
  const paidWithWaybill = async () => {
    const placed = await quotedOrder(shop, area);
    await pay(shop, placed.customer.access, placed.orderId);
    const order = await orderWhen(shop, placed.customer.access, placed.orderId, (o) => Boolean(o.waybill), 'waybill');
    return { ...placed, awb: order.waybill as string };
  };
  const staffCall = (path: string, body?: unknown, headers?: Record<string, string>) =>
    as(shop, staff).call('POST', path, body, headers);

  it('reuses the waybill J&T names when its first answer was lost and the order id is repeated', async () => {
    // J&T makes the waybill, but its answer arrives broken: the retry is told the order id exists
    await jnt(shop).addFault({ route: 'create', kind: 'malformed', times: 1 });
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    const order = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    expect(await creates(orderId)).toHaveLength(2);
    expect((await jnt(shop).order(String(orderId))).awb).toBe(order.waybill);
    expect((await orderEvents(shop, orderId)).filter((type) => type === 'WaybillAssigned')).toHaveLength(1);
  });

  it('retries J&T 5xx answers and timeouts, and makes one waybill', async () => {
    await jnt(shop).addFault({ route: 'create', kind: 'status', status: 503, times: 2 });
    const { customer, orderId } = await quotedOrder(shop, area);
    await jnt(shop).addFault({ route: 'create', kind: 'timeout', ms: 1_500, times: 1 });
    await pay(shop, customer.access, orderId);
    await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    expect((await creates(orderId)).length).toBeGreaterThanOrEqual(3);
    expect((await jnt(shop).orders()).filter((o) => o.orderid === String(orderId))).toHaveLength(1);
  }, 30_000);

  it("records 'Kecamatan Penerima Error' in the seed's words, for staff and the storefront", async () => {
    const refusedArea = await areaOf(shop, 'KOTA SURABAYA');
    await jnt(shop).rejectArea(refusedArea.code);
    const { customer, orderId } = await quotedOrder(shop, refusedArea);
    await pay(shop, customer.access, orderId);
    const message = 'Alamat pengiriman tidak dikenali oleh JNT. Pastikan kecamatan sudah benar.';
    await waitUntil(async () => (await orderEvents(shop, orderId)).includes('WaybillRefused'), { what: 'the refusal' });
    const asked = await as(shop, customer.access).call('POST', '/api/jnt/order/', { orderid: orderId });
    expect(asked).toMatchObject({
      status: 422,
      body: { message, success: false, detail: [{ status: 'Gagal', reason: 'Kecamatan Penerima Error' }] },
    });
    const row = await waitUntil(
      async () => {
        const table = await as(shop, staff).call('GET', `/api/admin/orders-table/?status=all&q=${orderId}`);
        const found = table.body.results?.find((r: { id: number }) => Number(r.id) === orderId) ?? table.body[0];
        return found?.jnt_status === message ? found : undefined;
      },
      { what: 'the refusal in the orders table' },
    );
    expect(row.billcode).toBeNull();
  });

  it('tells the shopper when J&T cannot quote: no options, or no answer', async () => {
    const quiet = await areaOf(shop, 'KOTA MALANG');
    const { customer } = await quotedOrder(shop, area);
    const shopper = as(shop, customer.access);
    await jnt(shop).setTariff(quiet.district, 'none');
    const none = await shopper.call('POST', '/api/jnt/tariff/', { weight: '1', destAreaCode: quiet.code });
    expect(none).toMatchObject({
      status: 200,
      body: { message: 'No shipping options available', cost: 0, content: '[]' },
    });
    // a parcel nobody has had quoted yet (a quote kept for it would answer without asking J&T)
    await jnt(shop).addFault({ route: 'tariff', kind: 'status', status: 503, times: 3 });
    const down = await shopper.call('POST', '/api/jnt/tariff/', { weight: '7', destAreaCode: area.code });
    expect(down).toMatchObject({ status: 502, body: { message: 'Failed to calculate shipping fee' } });
  });

  it('records a waybill that could not be made, and the storefront hears why in Indonesian', async () => {
    await jnt(shop).addFault({ route: 'create', kind: 'malformed' });
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    // every try of the job got nonsense back: the failure is on the order for staff
    await waitUntil(async () => (await orderEvents(shop, orderId)).includes('ShipmentCreationFailed'), {
      timeoutMs: 20_000,
      what: 'the recorded failure',
    });
    const shopper = as(shop, customer.access);
    const garbled = await shopper.call('POST', '/api/jnt/order/', { orderid: String(orderId) });
    expect(garbled).toMatchObject({ status: 502, body: { message: 'Respons tidak valid dari JNT.' } });
    await jnt(shop).clearFaults();
    await jnt(shop).addFault({ route: 'create', kind: 'status', status: 502 });
    const down = await shopper.call('POST', '/api/jnt/order/', { orderid: String(orderId) });
    expect(down).toMatchObject({
      status: 502,
      body: { message: `Koneksi ke layanan pengiriman gagal. Silakan hubungi ${shop.config.supportEmail}.` },
    });
    await jnt(shop).clearFaults();
    const made = await shopper.call('POST', '/api/jnt/order/', { orderid: String(orderId) });
    expect(made).toMatchObject({ status: 200, body: { success: true, detail: [{ status: 'Sukses' }] } });
    // J&T had made the waybill on the garbled tries: it is the one the order keeps
    expect((await jnt(shop).orders()).filter((o) => o.orderid === String(orderId))).toHaveLength(1);
  }, 30_000);

  it('cancels at J&T a waybill that arrives after staff cancelled the order', async () => {
    const { customer, orderId } = await quotedOrder(shop, area);
    await jnt(shop).addFault({ route: 'create', kind: 'latency', ms: 700, times: 1 });
    await pay(shop, customer.access, orderId);
    const shipping = shop.api.get<Queue>(getQueueToken('shipping'), { strict: false });
    await waitUntil(
      async () =>
        (await shipping.getJobs(['active'])).some(
          (job) => job.name === 'create-waybill' && job.data.orderId === orderId,
        ),
      { intervalMs: 20, what: 'the waybill being asked for' },
    );
    const cancelled = await staffCall('/api/jnt/cancel/', { detail: [{ orderid: String(orderId) }] });
    expect(cancelled).toMatchObject({ status: 200, body: { success: true } });
    await waitUntil(async () => (await orderEvents(shop, orderId)).includes('CourierOrderCancelled'), {
      what: 'the late waybill cancelled at J&T',
    });
    expect((await jnt(shop).order(String(orderId))).cancelled).toBe(true);
    // in that order: the waybill came after the cancellation, and a job cancelled it at J&T
    const events = await orderEvents(shop, orderId);
    expect(
      events.filter((type) => ['OrderCancelled', 'WaybillAssigned', 'CourierOrderCancelled'].includes(type)),
    ).toEqual(['OrderCancelled', 'WaybillAssigned', 'CourierOrderCancelled']);
  });

  it('refuses a batch of 50 labels whole when one order is cancelled, and labels the rest', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => paidWithWaybill()));
    const [cancelled, ...rest] = orders;
    const cancel = await staffCall('/api/jnt/cancel/', { detail: [{ orderid: String(cancelled!.orderId) }] });
    expect(cancel).toMatchObject({ status: 200, body: { success: true, detail: [{ status: 'Sukses' }] } });
    expect((await jnt(shop).order(cancelled!.awb)).cancelled).toBe(true);

    const all = orders.map((o) => o.orderId);
    const refused = await staffCall('/api/orders/create_labels/', { order_ids: all });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'cannot_move_to_collection',
        title: 'Cannot Move to Collection',
        message: expect.stringContaining(`Orders affected: #${cancelled!.orderId}.`),
      },
    });
    for (const order of rest.slice(0, 5))
      expect(await orderEvents(shop, order.orderId)).not.toContain('ShipmentLabelCreated');

    const labels = await staffCall(
      '/api/orders/create_labels/',
      { order_ids: rest.map((o) => o.orderId) },
      { accept: 'application/json' },
    );
    expect(labels.status).toBe(200);
    expect(labels.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const pdf = await fetch(`${shop.url}/api/orders/create_labels/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_ids: rest.map((o) => o.orderId) }),
    });
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(49);
    // labelling again moved nothing twice
    expect((await orderEvents(shop, rest[0]!.orderId)).filter((t) => t === 'ShipmentLabelCreated')).toHaveLength(1);
  }, 90_000);

  it("answers receipts and cancellations with the seed's outcomes", async () => {
    const unknown = await staffCall('/api/jnt/print/', { billcode: 'JO0000000000' });
    expect(unknown).toMatchObject({ status: 422, body: { code: 'S10', message: 'Billcode not found in JNT system' } });

    const first = await paidWithWaybill();
    const cancelled = await staffCall('/api/jnt/cancel/', {
      detail: [{ orderid: String(first.orderId), reason: 'Salah alamat' }],
    });
    expect(cancelled.body.message).toBe(`Order #${first.orderId} has been canceled successfully.`);
    const again = await staffCall('/api/jnt/cancel/', { detail: [{ orderid: String(first.orderId) }] });
    expect(again).toMatchObject({ status: 409, body: { message: `Order #${first.orderId} is already canceled.` } });
    const printCancelled = await staffCall('/api/jnt/print/', { billcode: first.awb });
    expect(printCancelled).toMatchObject({
      status: 422,
      body: { code: 'S28', message: 'Shipment already processed or canceled in JNT system' },
    });

    // picked up at J&T before the shop heard of it: J&T refuses, the order stays as it was
    const second = await paidWithWaybill();
    await jnt(shop).advance(second.awb, 100);
    const late = await staffCall('/api/jnt/cancel/', { detail: [{ orderid: String(second.orderId) }] });
    expect(late).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Cancellation not allowed: Tidak dapat dibatalkan/) },
    });
    expect(await orderEvents(shop, second.orderId)).not.toContain('OrderCancelled');

    // J&T unreachable while printing: no answer at all
    await jnt(shop).addFault({ route: 'print', kind: 'timeout', ms: 1_500, times: 3 });
    const noAnswer = await staffCall('/api/jnt/print/', { billcode: second.awb });
    expect(noAnswer).toMatchObject({ status: 502, body: { message: 'No response from shipping provider' } });
  }, 60_000);

  it('refreshes tracking idempotently: repeated sweeps record each courier entry once', async () => {
    const { customer, orderId, awb } = await paidWithWaybill();
    await staffCall('/api/orders/create_labels/', { order_ids: [orderId] }, { accept: 'application/json' });
    await jnt(shop).advance(awb, 103);
    await sweepUntil(shop, customer.access, orderId, 'shipped');
    for (let i = 0; i < 3; i++) await sweepTracking(shop);
    await jnt(shop).returnToSender(awb);
    await sweepUntil(shop, customer.access, orderId, 'not_accepted');
    const { rows } = await shop.sql.query(
      `SELECT data->'entries' AS entries FROM events WHERE stream_id = $1 AND event_type = 'ShipmentProgressed'`,
      [`order-${orderId}`],
    );
    const codes = rows.flatMap((row) => row.entries.map((entry: { status_code: number }) => entry.status_code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining([101, 100, 102, 103, 401]));
  }, 30_000);

  it('answers bad input on every shipping call clearly and changes nothing', async () => {
    const { customer, orderId } = await quotedOrder(shop, area);
    const shopper = as(shop, customer.access);
    const cases: Array<[Promise<{ status: number; body: { message?: string } }>, number, string]> = [
      [
        shop.call('POST', '/api/jnt/tariff/', { body: { weight: 1, destAreaCode: area.code } }),
        401,
        'Not authenticated',
      ],
      [shopper.call('POST', '/api/jnt/tariff/', { weight: 1 }), 400, 'Failed to calculate shipping fee'],
      [
        shopper.call('POST', '/api/jnt/tariff/', { weight: 0, destAreaCode: area.code }),
        400,
        'Failed to calculate shipping fee',
      ],
      [
        shopper.call('POST', '/api/jnt/tariff/', { weight: 'a', destAreaCode: area.code }),
        400,
        'Failed to calculate shipping fee',
      ],
      [shopper.call('POST', '/api/jnt/order/', { orderid: 'x' }), 400, 'orderid must be an order id'],
      [shopper.call('POST', '/api/jnt/order/', { orderid: 999_999 }), 404, 'Order not found'],
      [shopper.call('POST', '/api/jnt/order/', { orderid: orderId }), 409, 'Gagal membuat resi: pesanan belum dibayar'],
      [shopper.call('POST', '/api/jnt/track/', { awb: '<script>' }), 400, 'awb must be a waybill number'],
      [
        shopper.call('POST', '/api/jnt/track/', { awb: 'JO404' }),
        404,
        'No order data found for tracking number: JO404',
      ],
      [shop.call('POST', '/api/jnt/print/', { body: { billcode: 'JO1' } }), 401, 'Not authenticated'],
      [shopper.call('POST', '/api/jnt/print/', { billcode: 'JO1' }), 403, 'You do not have permission to do this'],
      [staffCall('/api/jnt/print/', {}), 400, 'billcode must be text'],
      [staffCall('/api/jnt/print/', { billcode: 'JO 1' }), 400, 'billcode must be a waybill number'],
      [staffCall('/api/jnt/cancel/', { detail: [] }), 400, 'detail must name the order to cancel'],
      [staffCall('/api/jnt/cancel/', { detail: [{ orderid: '999999' }] }), 404, 'Order not found'],
      [
        staffCall('/api/orders/create_labels/', { order_ids: [] }),
        400,
        'Please select at least one order to create labels',
      ],
      [staffCall('/api/orders/create_labels/', {}), 400, 'Please select at least one order to create labels'],
      [shop.call('POST', '/api/orders/create_labels/', { body: { order_ids: [orderId] } }), 401, 'Not authenticated'],
      [staffCall('/api/orders/create_labels/', { order_ids: [orderId] }), 409, "We couldn't move all selected orders"],
    ];
    const answers = await Promise.all(cases.map(async ([answer]) => answer));
    expect(answers.map(({ status, body }) => [status, String(body.message)])).toEqual(
      cases.map(([, status, message]) => [status, expect.stringContaining(message)]),
    );
    expect(await orderEvents(shop, orderId)).toEqual(['OrderPlaced']);
  });
});
