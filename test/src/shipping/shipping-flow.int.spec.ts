import { logInStaff, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

import {
  areaOf,
  as,
  contactFor,
  jnt,
  orderEvents,
  orderWhen,
  pay,
  quotedOrder,
  sweepTracking,
  sweepUntil,
} from './shipping-helpers.js';

/**
 * A parcel's whole life on real PostgreSQL, Redis, SMTP and HTTP, J&T and Midtrans being the
 * simulator: the fee quoted and charged, the waybill made after payment without anyone asking,
 * the label moving the order to collection, the courier's stages reaching the tracking page, and
 * delivery ending in the review mail.
 */
describe('shipping through J&T Express', () => {
  let shop: ShopUnderTest;
  let staff: string;
  let area: Awaited<ReturnType<typeof areaOf>>;

  beforeAll(async () => {
    // the sweep runs when a test says so
    shop = await startShop({ trackingRefreshMs: 3_600_000 }, { providers: true });
    staff = (await logInStaff(shop, 'gudang@example.com')).access;
    area = await areaOf(shop);
  });
  afterAll(() => shop?.close());

  it('charges the fee J&T quoted for the destination and weight, and refuses another', async () => {
    const { customer, product, orderId, fee, tariff } = await quotedOrder(shop, area, 2);
    expect(tariff.body).toMatchObject({ is_success: 'true', message: '', cost: fee });
    expect(JSON.parse(tariff.body.content)[0]).toMatchObject({ name: 'EZ', cost: String(fee) });
    const asked = (await jnt(shop).requests()).filter((request) => request.route === 'tariff');
    expect(asked.at(-1)?.payload).toMatchObject({ weight: '2', destAreaCode: area.district, sendSiteCode: 'JAKARTA' });
    const order = await orderWhen(shop, customer.access, orderId, () => true, 'the order');
    expect(order).toMatchObject({ shipping_cost: fee });

    const shopper = as(shop, customer.access);
    const line = await shopper.call('POST', '/api/cart/add/', { product, quantity: 2 });
    const tampered = await shopper.call('POST', '/api/selective_checkout/', {
      cart_item_ids: [line.body.id],
      shipping_cost: fee - 1000,
      ...contactFor(area),
    });
    expect(tampered).toMatchObject({ status: 409, body: { error: 'shipping_fee_changed', shipping_cost: fee } });
  });

  it('takes a paid order to its waybill, collection, the courier stages, done and the review mail', async () => {
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);

    // the worker asks J&T after the payment settles; nobody touches it
    const withWaybill = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    const awb = withWaybill.waybill as string;
    const atCourier = await jnt(shop).order(awb);
    expect(atCourier.orderid).toBe(String(orderId));
    expect(atCourier.request).toMatchObject({
      receiver_phone: '+6281298765432',
      destination_code: area.city_code,
      receiver_area: area.code,
      weight: '1',
      qty: '1',
    });
    // the storefront asking afterwards gets the same waybill, and J&T is not asked again
    const asked = await as(shop, customer.access).call('POST', '/api/jnt/order/', { orderid: String(orderId) });
    expect(asked).toMatchObject({ status: 200, body: { success: true, detail: [{ status: 'Sukses', awb_no: awb }] } });
    expect((await jnt(shop).orders()).filter((order) => order.orderid === String(orderId))).toHaveLength(1);

    // staff label it: a PDF, and the order moves to collection
    const labels = await fetch(`${shop.url}/api/orders/create_labels/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_ids: [orderId] }),
    });
    expect(labels.status).toBe(200);
    expect(labels.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await labels.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(JSON.parse(decodeURIComponent(labels.headers.get('x-label-results')!))).toEqual([
      expect.objectContaining({ order_id: orderId, ok: true, waybill: awb, fulfillment_status: 'collection' }),
    ]);
    await orderWhen(shop, customer.access, orderId, (o) => o.fulfillment_status === 'collection', 'collection');

    // J&T's receipt
    const printed = await as(shop, staff).call('POST', '/api/jnt/print/', { billcode: awb });
    expect(printed).toMatchObject({ status: 200, body: { responseitems: [{ success: 'true' }] } });
    const receipt = await fetch(printed.body.responseitems[0].rotaprinturl);
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // the courier's stages reach the order and the tracking page
    await jnt(shop).advance(awb, 102);
    await sweepUntil(shop, customer.access, orderId, 'on_shipping');
    // each read model follows the log on its own: the tracking page too, in its time
    const tracked = await waitUntil(
      async () => {
        const page = await shop.call('GET', `/api/tracking/${awb}/`);
        return page.body.status === 'on_shipping' ? page : undefined;
      },
      { what: 'the tracking page at on_shipping' },
    );
    expect(tracked.body).toMatchObject({
      orderid: String(orderId),
      waybill: awb,
      status: 'on_shipping',
      detail: null,
      detail_message: 'Order details unavailable - authentication required',
    });
    const stages = tracked.body.history.map((entry: { status: string }) => entry.status);
    expect(stages).toEqual(expect.arrayContaining(['Manifes', 'Paket telah di pick up oleh kurir']));
    const mine = await as(shop, customer.access).call('POST', '/api/jnt/track/', { awb });
    expect(mine.body.detail.receiver).toMatchObject({ phone: '81298765432', city: area.city });

    // a sweep with nothing new writes nothing
    const before = await orderEvents(shop, orderId);
    const tracks = async () => (await jnt(shop).requests()).filter((r) => r.route === 'track').length;
    const refreshes = await tracks();
    await sweepTracking(shop);
    await waitUntil(async () => (await tracks()) > refreshes, { what: 'another refresh' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await orderEvents(shop, orderId)).toEqual(before);

    // delivered: done, and the review link by mail
    await jnt(shop).advance(awb, 200);
    await sweepUntil(shop, customer.access, orderId, 'done');
    const mail = await shop.mail.waitForMailTo('rina@example.com', 15_000, (m) => /review\?token=/.test(m.text));
    const token = /review\?token=([\w-]+)/.exec(mail.text)![1]!;
    const link = await shop.call('GET', `/api/review/validate/?token=${token}`);
    expect(link).toMatchObject({ status: 200, body: { order_id: orderId } });
    const review = await shop.call('POST', '/api/review/submit/', {
      body: { token, rating: 5, review_text: 'Cantik sekali, pengiriman cepat' },
    });
    expect(review.status).toBe(201);
    expect((await shop.call('GET', `/api/review/validate/?token=${token}`)).status).not.toBe(200);
    expect((await orderEvents(shop, orderId)).filter((type) => type === 'WaybillAssigned')).toHaveLength(1);
  }, 90_000);
});
