import { waitUntil } from '../harness/wait.js';
import { CONTACT } from '../orders/checkout-helpers.js';
import { areaOf, as, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { type Answer, customers, logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * Public tracking, tried as a stranger would: counting order ids through every call that takes
 * one finds nothing (the same 404 an order that does not exist gets), a waybill shows the parcel's
 * status and timeline but not the receiver's phone, street or e-mail, and the owner, staff and
 * whoever holds the order mail's link see the whole order.
 */
describe('tracking privacy', () => {
  let shop: ShopUnderTest;
  let owner: { id: number; access: string };
  let stranger: { access: string };
  let paid: number;
  let unpaid: number;
  let unpaidOwner: { access: string };
  let waybill: string;

  /** What nobody but the owner, staff and the mail's reader may read, in any form the answers give it. */
  const PRIVATE = [CONTACT.receiver_phone, CONTACT.address, CONTACT.email, 'Anggrek', 'rina@'];
  const leaks = (answer: Answer) => PRIVATE.filter((secret) => JSON.stringify(answer.body ?? '').includes(secret));

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    const area = await areaOf(shop);
    const first = await quotedOrder(shop, area);
    owner = first.customer;
    paid = first.orderId;
    await pay(shop, owner.access, paid);
    const withWaybill = await orderWhen(shop, owner.access, paid, (o) => Boolean(o.waybill), 'the waybill');
    waybill = withWaybill.waybill as string;
    const second = await quotedOrder(shop, area);
    unpaid = second.orderId;
    unpaidOwner = second.customer;
    stranger = (await customers(shop, 1, 'pengintip'))[0]!;
    // the tracking read model follows the log in its own time
    await waitUntil(
      async () => (await as(shop, owner.access).call('GET', `/api/tracking/${waybill}/`)).status === 200,
      { what: 'the tracking page of the paid order' },
    );
  }, 60_000);
  afterAll(() => shop?.close());

  /** Every call that takes an order id, asked by `token` (none: anonymous) with `headers`. */
  const byId = (id: number, token?: string, headers?: Record<string, string>) =>
    Promise.all([
      shop.call('GET', `/api/tracking/${id}/`, { token, headers }),
      shop.call('POST', '/api/jnt/track/', { body: { awb: String(id) }, token, headers }),
      shop.call('GET', `/api/orders/${id}/`, { token, headers }),
    ]);
  /** An answer with the id it names (the seed's 'No order data found for tracking number: {id}') blanked, to compare answers about different ids. */
  const shape = (answer: Answer, id: number) => ({
    status: answer.status,
    body: JSON.stringify(answer.body).replaceAll(`tracking number: ${id}"`, 'tracking number: <id>"'),
  });

  it('a stranger walking order ids 1..N gets nothing, the same answer as for an order that does not exist', async () => {
    const last = Math.max(paid, unpaid);
    const missing = last + 1000;
    for (const [who, token] of [
      ['anonymous', undefined],
      ['another customer', stranger.access],
    ] as const) {
      const none = (await byId(missing, token)).map((answer) => shape(answer, missing));
      expect(none.map((answer) => answer.status)).toEqual(token ? [404, 404, 404] : [404, 404, 401]);
      for (let id = 1; id <= last + 2; id++) {
        const answers = await byId(id, token);
        expect({ who, id, answers: answers.map((answer) => shape(answer, id)) }).toEqual({ who, id, answers: none });
        for (const answer of answers) expect(leaks(answer)).toEqual([]);
      }
    }
    // a made-up secret opens nothing either
    const guessed = await byId(paid, undefined, { Token: 'A'.repeat(43) });
    expect(guessed.map((answer) => answer.status)).toEqual([404, 404, 404]);
  }, 60_000);

  it('a stranger with the waybill sees the status and timeline, and no phone, street or e-mail', async () => {
    for (const token of [undefined, stranger.access]) {
      const answers = [
        await shop.call('GET', `/api/tracking/${waybill}/`, { token }),
        await shop.call('POST', '/api/jnt/track/', { body: { awb: waybill }, token }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          orderid: String(paid),
          waybill,
          status: expect.any(String),
          detail: null,
          detail_message: 'Order details unavailable - authentication required',
        });
        expect(answer.body.history.length).toBeGreaterThan(1);
        expect(leaks(answer)).toEqual([]);
      }
    }
  });

  it('the owner and staff see the receiver, by order id and by waybill', async () => {
    const staff = await logInStaff(shop, 'gudang@example.com');
    for (const token of [owner.access, staff.access]) {
      for (const reference of [String(paid), waybill]) {
        const answer = await shop.call('GET', `/api/tracking/${reference}/`, { token });
        expect(answer.status).toBe(200);
        expect(answer.body.detail.receiver).toMatchObject({
          name: 'Rina Wijaya',
          phone: CONTACT.receiver_phone,
          addr: expect.stringContaining(CONTACT.address),
        });
      }
      const order = await shop.call('GET', `/api/orders/${paid}/`, { token });
      expect(order.status).toBe(200);
      expect(order.body.id).toBe(paid);
    }
  });

  it("the order mail's link opens its own order without a login, and no other", async () => {
    const mail = await shop.mail.waitForMailTo(CONTACT.email, 15_000, (m) =>
      m.subject.includes(`order #${unpaid} received`),
    );
    const link = new RegExp(`/track-order/${unpaid}#token=([\\w-]+)`).exec(mail.text);
    expect(link).not.toBeNull();
    const secret = link![1]!;
    // the mail may go out before the read models have the order: wait until its owner sees it
    await waitUntil(async () => (await byId(unpaid, unpaidOwner.access)).every((answer) => answer.status === 200), {
      what: 'the unpaid order in the tracking and order read models',
    });
    const [tracking, track, order] = await byId(unpaid, undefined, { Token: secret });
    expect(tracking.status).toBe(200);
    expect(tracking.body.detail.receiver.phone).toBe(CONTACT.receiver_phone);
    expect(track.body.detail.receiver.addr).toContain(CONTACT.address);
    expect(order).toMatchObject({ status: 200, body: { id: unpaid } });
    // the same secret for another order: that order does not exist for its holder
    const other = await byId(paid, undefined, { Token: secret });
    expect(other.map((answer) => answer.status)).toEqual([404, 404, 404]);
  });
});
