import { CheckoutMessages } from '@kilau/domain';

import { areaOf, contactFor } from '../shipping/shipping-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { cartLines, jntCalls, newClient, type Shopper, shoppers } from './security-helpers.js';

/**
 * The shipping fee cannot be bent by the browser: J&T is always asked from the shop's own pickup
 * site, only about places the area codes know, at most so often per shopper and client, and a
 * question asked before is answered from the quote the shop keeps.
 */
describe('security: the shipping fee', () => {
  let shop: ShopUnderTest;
  let bandung: Awaited<ReturnType<typeof areaOf>>;
  let denpasar: Awaited<ReturnType<typeof areaOf>>;

  beforeAll(async () => {
    shop = await startShop({ tariffCallsPerUser: 3, tariffCallsPerClient: 6 }, { providers: true });
    bandung = await areaOf(shop, 'KOTA BANDUNG');
    denpasar = await areaOf(shop, 'KOTA DENPASAR');
  });
  afterAll(() => shop?.close());

  const shopper = async (client?: string): Promise<Shopper> => (await shoppers(shop, 1, client))[0]!;
  const tariff = (who: Shopper, body: Record<string, unknown>) => who.call('POST', '/api/jnt/tariff/', body);
  const checkout = (who: Shopper, line: number, fee: number, extra: Record<string, unknown> = {}) =>
    who.call('POST', '/api/selective_checkout/', {
      cart_item_ids: [line],
      shipping_cost: fee,
      ...contactFor(bandung),
      ...extra,
    });

  it("asks J&T from the shop's own pickup site, whatever site the shopper names, and charges that fee", async () => {
    await shop.sql.query(`UPDATE shop_settings SET pickup_site = 'BANDUNG'`);
    try {
      const buyer = await shopper();
      const before = (await jntCalls(shop, 'tariff')).length;
      const quoted = await tariff(buyer, { weight: '3', destAreaCode: bandung.code, sendSiteCode: 'MERAUKE' });
      expect(quoted).toMatchObject({ status: 200, body: { is_success: 'true' } });
      const asked = (await jntCalls(shop, 'tariff')).slice(before);
      expect(asked.map((request) => request.payload)).toEqual([
        expect.objectContaining({ sendSiteCode: 'BANDUNG', destAreaCode: bandung.district, weight: '3' }),
      ]);
      const [line] = await cartLinesOf(buyer, 1, 3);
      const placed = await checkout(buyer, line!, quoted.body.cost, { sendSiteCode: 'MERAUKE' });
      expect(placed.status).toBe(201);
      expect(await shippingCostOf(placed.body.order_id)).toBe(quoted.body.cost);
    } finally {
      await shop.sql.query(`UPDATE shop_settings SET pickup_site = 'JAKARTA'`);
    }
  });

  it('refuses a checkout charging a fee quoted from another pickup site', async () => {
    const buyer = await shopper();
    const quoted = await tariff(buyer, { weight: '1', destAreaCode: bandung.code });
    expect(quoted.status).toBe(200);
    // a cheap fee kept for a site far from the shop's (the shop once kept whatever site the browser named)
    await shop.sql.query(
      `INSERT INTO shipping_quotes (dest_area_code, send_site_code, weight, cost) VALUES ($1, 'MERAUKE', 1, 1000), ($2, 'MERAUKE', 1, 1000)`,
      [bandung.district, bandung.code],
    );
    const [line] = await cartLinesOf(buyer, 1);
    const cheap = await checkout(buyer, line!, 1000, { sendSiteCode: 'MERAUKE' });
    expect(cheap).toMatchObject({
      status: 409,
      body: { error: 'shipping_fee_changed', shipping_cost: quoted.body.cost },
    });
    expect(await checkout(buyer, line!, quoted.body.cost, { sendSiteCode: 'MERAUKE' })).toMatchObject({ status: 201 });
  });

  it.each(['ZZZ999', 'ATLANTIS', "DEN001'; --"])(
    'refuses the unknown destination %p without asking J&T',
    async (code) => {
      const before = (await jntCalls(shop, 'tariff')).length;
      const refused = await tariff(await shopper(), { weight: '1', destAreaCode: code });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          error: 'unknown_area_code',
          message: CheckoutMessages.shippingFeeFailed,
          detail: CheckoutMessages.areaCodeUnknown,
          destAreaCode: [CheckoutMessages.areaCodeUnknown],
        },
      });
      expect(await jntCalls(shop, 'tariff')).toHaveLength(before);
    },
  );

  it("still quotes a district by J&T's own name for it", async () => {
    const asked = await tariff(await shopper(), { weight: '2', destAreaCode: denpasar.district.toLowerCase() });
    expect(asked).toMatchObject({ status: 200, body: { is_success: 'true' } });
    expect((await jntCalls(shop, 'tariff')).at(-1)?.payload).toMatchObject({ destAreaCode: denpasar.district });
  });

  it.each<[string, Record<string, string>, string, string]>([
    [
      'an area code of another city',
      { city: 'KOTA DENPASAR' },
      'area_code_elsewhere',
      CheckoutMessages.areaCodeOtherCity,
    ],
    [
      'an area code of another district',
      { district: 'Andir' },
      'area_code_elsewhere',
      CheckoutMessages.areaCodeOtherDistrict,
    ],
    ['an unknown area code', { destAreaCode: 'ZZZ999' }, 'unknown_area_code', CheckoutMessages.areaCodeUnknown],
  ])('refuses a checkout with %s, changing nothing', async (_case, address, error, problem) => {
    const buyer = await shopper();
    const quoted = await tariff(buyer, { weight: '1', destAreaCode: bandung.code });
    const [line] = await cartLinesOf(buyer, 1);
    const refused = await checkout(buyer, line!, quoted.body.cost, address);
    expect(refused).toMatchObject({
      status: 400,
      body: { error, message: CheckoutMessages.createOrderFailed, detail: problem, destAreaCode: [problem] },
    });
    const cart = await buyer.call('GET', '/api/cart/');
    expect(cart.body.items.map((item: { id: number }) => item.id)).toEqual([line]);
  });

  it('answers a question asked before from the kept quote, without asking J&T again', async () => {
    const [first, second] = await shoppers(shop, 2);
    const before = (await jntCalls(shop, 'tariff')).length;
    const asked = await tariff(first!, { weight: '4', destAreaCode: denpasar.code });
    const again = await tariff(second!, { weight: '4', destAreaCode: denpasar.code });
    expect(again).toMatchObject({ status: 200, body: asked.body });
    expect(await jntCalls(shop, 'tariff')).toHaveLength(before + 1);
  });

  it('limits the questions one shopper sends J&T (429 with Retry-After), still answering kept quotes', async () => {
    const buyer = await shopper();
    const before = (await jntCalls(shop, 'tariff')).length;
    for (const weight of ['11', '12', '13']) {
      expect((await tariff(buyer, { weight, destAreaCode: bandung.code })).status).toBe(200);
    }
    const fourth = await tariff(buyer, { weight: '14', destAreaCode: bandung.code });
    expect(fourth).toMatchObject({
      status: 429,
      body: {
        error: 'rate_limited',
        message: CheckoutMessages.shippingFeeFailed,
        detail: expect.stringMatching(
          /^Too many shipping fee checks from this account\. Try again in \d+ (seconds?|minutes?|hours?|days?)\.$/,
        ),
      },
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await jntCalls(shop, 'tariff')).toHaveLength(before + 3);
    // what the shop already knows still answers
    expect((await tariff(buyer, { weight: '11', destAreaCode: bandung.code })).status).toBe(200);
  });

  it('limits the questions one client sends J&T, however many accounts it uses', async () => {
    const client = newClient();
    const accounts = await shoppers(shop, 4, client);
    let weight = 20;
    for (const account of accounts.slice(0, 3)) {
      for (let n = 0; n < 2; n++) {
        expect((await tariff(account, { weight: String(++weight), destAreaCode: denpasar.code })).status).toBe(200);
      }
    }
    const fresh = await tariff(accounts[3]!, { weight: String(++weight), destAreaCode: denpasar.code });
    expect(fresh).toMatchObject({
      status: 429,
      body: { detail: expect.stringMatching(/^Too many shipping fee checks from this connection\./) },
    });
  });

  /** Lines in the buyer's cart whose weights add up to `weight` kilos in total. */
  async function cartLinesOf(buyer: Shopper, lines: number, quantity = 1): Promise<number[]> {
    const ids = await cartLines(shop, buyer, lines);
    if (quantity > 1) {
      for (const id of ids) await buyer.call('PATCH', `/api/cart/${id}/update_item/`, { quantity });
    }
    return ids;
  }

  async function shippingCostOf(orderId: number): Promise<number> {
    const { rows } = await shop.sql.query(
      `SELECT (data->'totals'->>'shipping')::int AS fee FROM events WHERE stream_id = $1 AND event_type = 'OrderPlaced'`,
      [`order-${orderId}`],
    );
    return rows[0].fee;
  }
});
