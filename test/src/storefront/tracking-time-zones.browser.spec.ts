import type { Page } from 'playwright-core';

import { courierStatusInWords, formatWibDateTime, timelineNewestFirst } from '@kilau/domain';
import { OrderAccess } from '@kilau/shop';

import { emulateTimeZone, type TestBrowser } from '../harness/browser.js';
import { waitUntil } from '../harness/wait.js';
import { appendToOrder, paidOrder, reviewCatalogue } from '../reviews/review-helpers.js';
import type { ShopUnderTest } from '../shop-app.js';
import { screenshot, useShopWithBrowser } from './storefront-harness.js';
import { startSession } from './storefront-steps.js';

/** J&T's way of writing an instant: WIB wall time, no zone ("2026-11-25 14:03:00"). */
const jntText = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const LAPTOP = 1280;

/**
 * The tracking page on devices set to other zones than the shop's: a UTC laptop and a phone in
 * Makassar (WITA, UTC+8). J&T's entries are written in WIB without a zone; the page shows every
 * time in WIB, labelled, the same on both devices, and "Latest status" is the courier's newest
 * entry (read in WITA, J&T's text would land before the payment and the payment would be "latest").
 */
describe('storefront: tracking times in any time zone', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  let order: {
    orderId: number;
    email: string;
    history: Array<{ date_time: string; status: string; status_code?: number }>;
  };

  useShopWithBrowser({}, async (world) => {
    ({ shop, browser } = world);
    const { orderId, userId } = await paidOrder(shop, await reviewCatalogue(shop));
    const { rows } = await shop.sql.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    // the parcel picked up five minutes after the payment, recorded as the shop did before it
    // converted J&T's times (zone-less text), then leaving the hub, recorded as it does now
    const pickedUp = Date.now() + 5 * 60_000;
    // the waybill J&T gave, by which a stranger tracks the parcel
    await appendToOrder(shop, orderId, {
      type: 'WaybillAssigned',
      data: {
        ...{ orderId, awb: `JO${orderId}`, destinationCode: 'DPS', receiverArea: 'DPS001', etd: null },
        ...{ reused: false, orderCancelled: false, at: new Date().toISOString() },
      },
    });
    await appendToOrder(shop, orderId, {
      type: 'ShipmentProgressed',
      data: {
        ...{ orderId, awb: `JO${orderId}`, status: 'packing', courierStatus: 'Paket telah di pick up oleh kurir' },
        entries: [{ date_time: jntText(pickedUp), status: 'Paket telah di pick up oleh kurir', status_code: 100 }],
        at: new Date().toISOString(),
      },
    });
    await appendToOrder(shop, orderId, {
      type: 'ShipmentProgressed',
      data: {
        ...{ orderId, awb: `JO${orderId}`, status: 'on_shipping', courierStatus: 'Berangkat dari DENPASAR' },
        entries: [
          {
            date_time: `${jntText(pickedUp + 20 * 60_000).replace(' ', 'T')}+07:00`,
            status: 'Berangkat dari DENPASAR',
            status_code: 102,
          },
        ],
        at: new Date().toISOString(),
      },
    });
    const tracked = await waitForHistory(shop, orderId, 4);
    order = { orderId, email: rows[0].email, history: tracked };
  });

  async function trackingPage(zone: string, owner: boolean): Promise<Page> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: LAPTOP, height: 900 });
    await emulateTimeZone(page, zone);
    await startSession(page, shop, owner ? order.email : undefined);
    // a stranger tracks by the parcel's waybill: an order id alone shows them nothing
    await page.goto(`${shop.url}/track-order/${owner ? order.orderId : `JO${order.orderId}`}`);
    await page.getByRole('heading', { name: 'Tracking History' }).waitFor();
    return page;
  }

  const latestStatus = (page: Page) => page.locator('dt:text-is("Latest status") + dd').innerText();
  const timeline = (page: Page) =>
    page
      .locator('.track-timeline li')
      .evaluateAll((items) => items.map((item) => (item as { innerText: string }).innerText.replace(/\s+/g, ' ')));

  it.each([
    ['UTC', 0],
    ['Asia/Makassar', -480],
  ])(
    'in %s the owner and a stranger read the same WIB times and the right latest status',
    async (zone, offset) => {
      const expected = timelineNewestFirst(order.history).map(
        (e) => `${formatWibDateTime(e.date_time)} ${courierStatusInWords(e, 'en')}`,
      );
      // J&T's "Berangkat dari DENPASAR", in words
      expect(expected[0]).toMatch(/ WIB Left Denpasar$/);
      for (const owner of [true, false]) {
        const page = await trackingPage(zone, owner);
        // the device is in that zone: its own clock says so
        expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(offset);
        expect(await latestStatus(page)).toBe('Left Denpasar');
        expect(await timeline(page)).toEqual(expected);
        if (owner) {
          await page.locator('dt:text-is("Order time") + dd').getByText(/ WIB$/).waitFor();
          await page.getByText('Payment Successful').waitFor();
        } else {
          await page.getByText('Order details unavailable - authentication required').waitFor();
        }
        const who = owner ? 'owner' : 'anonymous';
        await screenshot(page, `tracking-${who}-${zone.replace('/', '-').toLowerCase()}-${LAPTOP}`);
        await page.close();
      }
    },
    60_000,
  );
});

function waitForHistory(shop: ShopUnderTest, orderId: number, length: number) {
  return waitUntil(
    async () => {
      // the order's own secret (its mail's link): an order id alone shows a stranger nothing
      const secret = shop.api.get(OrderAccess).token(orderId);
      const page = await shop.call('GET', `/api/tracking/${orderId}/`, { headers: { Token: secret } });
      return page.status === 200 && page.body.history.length >= length ? page.body.history : undefined;
    },
    { what: `tracking of order ${orderId} with ${length} entries` },
  );
}
