import { EventStore, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { OrderAccess } from '@kilau/shop';
import { readModels } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { appendToOrder, paidOrder, reviewCatalogue } from '../reviews/review-helpers.js';
import { logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';
import { areaOf, as, jnt, orderWhen, pay, quotedOrder, sweepUntil } from './shipping-helpers.js';

/** ISO 8601 with its offset: what every time in an answer looks like. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** What the shop stores and answers for a courier entry: the instant in WIB's offset. */
const WIB_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;

/** J&T's way of writing an instant: WIB wall time, no zone ("2026-11-25 14:03:00"). */
const jntText = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

type Entry = { date_time: string; status: string };

async function trackingOf(shop: ShopUnderTest, reference: string | number, ready: (history: Entry[]) => boolean) {
  return waitUntil(
    async () => {
      // the order's own secret (its mail's link): an order id alone shows a stranger nothing
      const secret = shop.api.get(OrderAccess).token(reference);
      const page = await shop.call('GET', `/api/tracking/${reference}/`, { headers: { Token: secret } });
      return page.status === 200 && ready(page.body.history) ? page.body : undefined;
    },
    { what: `tracking of ${reference}` },
  );
}

/**
 * J&T writes zone-less WIB times. The shop turns them into instants where they enter (the J&T
 * client), stores and answers them as ISO 8601 with the +07:00 offset, and reads events recorded
 * before that change (zone-less text) as WIB in its projections and answers.
 */
describe("courier times are instants in the shop's zone", () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ trackingRefreshMs: 3_600_000 }, { providers: true });
  });
  afterAll(() => shop?.close());

  it("stores and answers J&T's entries as the instants they mean, with their offset", async () => {
    const staff = (await logInStaff(shop, 'gudang@example.com')).access;
    const area = await areaOf(shop);
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    const { waybill } = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    const labels = await as(shop, staff).call('POST', '/api/orders/create_labels/', { order_ids: [orderId] });
    expect(labels.status).toBe(200);
    await orderWhen(shop, customer.access, orderId, (o) => o.fulfillment_status === 'collection', 'collection');
    const before = Date.now();
    await jnt(shop).advance(waybill as string, 102);
    await sweepUntil(shop, customer.access, orderId, 'on_shipping');

    // Midtrans writes its times the same way: the settlement time is stored as the instant too
    const settled = await shop.sql.query(
      `SELECT data->>'settlementTime' AS at FROM events WHERE stream_id = $1 AND data->>'settlementTime' IS NOT NULL`,
      [`payment-${orderId}`],
    );
    expect(settled.rows.length).toBeGreaterThan(0);
    for (const { at } of settled.rows) expect(at).toMatch(WIB_INSTANT);

    // stored: the event holds instants with WIB's offset, not J&T's zone-less text
    const { rows } = await shop.sql.query(
      `SELECT data->'entries' AS entries FROM events WHERE stream_id = $1 AND event_type = 'ShipmentProgressed'`,
      [`order-${orderId}`],
    );
    const stored = rows.flatMap((row) => row.entries as Entry[]);
    expect(stored.length).toBeGreaterThan(0);
    for (const entry of stored) expect(entry.date_time).toMatch(WIB_INSTANT);

    // answered: every time with an offset; J&T's entries are moments of this test, not 7 hours ahead
    const tracking = await trackingOf(shop, orderId, (history) => history.some((e) => /pick up/i.test(e.status)));
    for (const entry of tracking.history as Entry[]) expect(entry.date_time).toMatch(WITH_OFFSET);
    const courier = (tracking.history as Entry[]).filter((entry) => WIB_INSTANT.test(entry.date_time));
    expect(courier.map((entry) => entry.status)).toEqual(expect.arrayContaining(['Paket telah di pick up oleh kurir']));
    for (const entry of courier) {
      const at = Date.parse(entry.date_time);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      expect(at).toBeGreaterThan(before - 10 * 60_000);
    }
  }, 90_000);

  it('reads events and rows recorded with zone-less J&T text as WIB, live, after a replay and from an old row', async () => {
    const catalogue = await reviewCatalogue(shop);
    const { orderId } = await paidOrder(shop, catalogue);
    // recorded by the code before the fix: J&T's text as it came, ten and twenty minutes after now
    const pickedUp = Date.now() + 10 * 60_000;
    const departed = pickedUp + 10 * 60_000;
    const old = [jntText(pickedUp), jntText(departed)];
    await appendToOrder(shop, orderId, {
      type: 'ShipmentProgressed',
      data: {
        ...{ orderId, awb: `JO${orderId}`, status: 'on_shipping', courierStatus: 'Berangkat' },
        entries: [
          { date_time: old[0], status: 'Paket telah di pick up oleh kurir', status_code: 100 },
          { date_time: old[1], status: 'Berangkat dari JAKARTA_GATEWAY', status_code: 102 },
        ],
        at: new Date().toISOString(),
      },
    });
    const expected = (history: Entry[]) => {
      const courier = history.slice(-2);
      expect(courier.map((entry) => entry.date_time)).toEqual([
        `${old[0]!.replace(' ', 'T')}+07:00`,
        `${old[1]!.replace(' ', 'T')}+07:00`,
      ]);
      expect(courier.map((entry) => Date.parse(entry.date_time))).toEqual([
        Math.floor(pickedUp / 1000) * 1000,
        Math.floor(departed / 1000) * 1000,
      ]);
      for (const entry of history) expect(entry.date_time).toMatch(WITH_OFFSET);
    };

    const live = await trackingOf(shop, orderId, (history) => history.length >= 4);
    expected(live.history);

    const model = readModels().find((candidate) => candidate.name === 'order-tracking')!;
    await rebuildProjection(pgDatabase(shop.sql), new EventStore(), model);
    const { rows } = await shop.sql.query(`SELECT history FROM order_tracking WHERE order_id = $1`, [orderId]);
    expect((rows[0].history as Entry[]).slice(-2).map((entry) => entry.date_time)).toEqual([
      `${old[0]!.replace(' ', 'T')}+07:00`,
      `${old[1]!.replace(' ', 'T')}+07:00`,
    ]);
    expected((await trackingOf(shop, orderId, (history) => history.length >= 4)).history);

    // a row the projection wrote before (not replayed yet) is answered with offsets too
    await shop.sql.query(
      `UPDATE order_tracking
          SET history = jsonb_set(jsonb_set(history::jsonb, '{2,date_time}', to_jsonb($2::text)), '{3,date_time}', to_jsonb($3::text))
        WHERE order_id = $1`,
      [orderId, old[0], old[1]],
    );
    expected((await trackingOf(shop, orderId, (history) => history.length >= 4)).history);
  }, 60_000);
});
