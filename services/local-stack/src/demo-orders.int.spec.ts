import { tabCounts } from '@kilau/domain';
import { jntControl } from '@kilau/provider-sim';
import { DEMO_STAFF_EMAIL, seedDemoData } from '@kilau/shop';
import { logIn, type ShopUnderTest, startShop } from '@kilau/test';

import { placeDemoOrders } from './demo-orders.js';
import { DEMO_ORDERS, statusAfter } from './demo-plan.js';

describe("npm start's demo orders", () => {
  let shop: ShopUnderTest;

  // a shop for each try (CI runs a failed test once more, and the demo skips a shop with orders)
  beforeEach(async () => {
    // the sweep every few tenths of a second, as npm start's every half minute would, only sooner
    shop = await startShop({ trackingRefreshMs: 300 }, { providers: true });
    await seedDemoData({ databaseUrl: shop.config.databaseUrl, mediaDir: shop.config.mediaDir });
  }, 60_000);

  afterEach(() => shop?.close());

  const run = () =>
    placeDemoOrders({
      shopUrl: shop.url,
      inboxUrl: shop.mail.inboxUrl,
      simUrl: shop.sim!.url,
      staffEmail: DEMO_STAFF_EMAIL,
      waitMs: 30_000,
    });

  const counts = async () => {
    const staff = await logIn(shop, DEMO_STAFF_EMAIL);
    const answer = await shop.call('GET', '/api/admin/orders/tab-counts', { token: staff.access });
    expect(answer.status).toBe(200);
    return answer.body as Record<string, number>;
  };

  it('places the plan through the API so every reachable tab holds orders, and a second run adds none', async () => {
    const result = await run();

    const planned = DEMO_ORDERS.map((order) => statusAfter(order.fate));
    const expected = tabCounts(Object.fromEntries(planned.map((s) => [s, planned.filter((t) => t === s).length])));
    expect(result).toEqual({
      skipped: false,
      placed: 12,
      paid: 10,
      labelled: 7,
      cancelled: 1,
      stillMoving: 0,
      tabs: expected,
    });
    expect(await counts()).toEqual(expected);
    expect(Object.values(expected).every((count) => count > 0)).toBe(true);
    // the parcels stay in their tabs while npm start's simulator moves others a stage a minute
    const parcels = await jntControl(shop.sim!.url).orders();
    expect(parcels).toHaveLength(10); // every paid order has its parcel
    expect(parcels.filter((parcel) => !parcel.held)).toEqual([]);

    expect(await run()).toEqual({ skipped: true, existing: 12 });
    expect(await counts()).toEqual(expected);
  }, 120_000);
});
