import type { Page } from 'playwright-core';

import { formatRupiah, formatWibDateTime } from '@kilau/domain';

import { CONTACT } from '../orders/checkout-helpers.js';
import { areaOf, as, contactFor, orderWhen, pay } from '../shipping/shipping-helpers.js';
import { logIn } from '../shop-app.js';
import { NAMES } from './storefront-catalogue.js';
import {
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  storefrontPage,
  useStorefrontWorld,
} from './storefront-harness.js';
import { addToCartThroughApi, holdRequests } from './storefront-steps.js';

const LAPTOP = 1280;
const NOTE = 'Untuk Ibu, bungkus kado ya';

/** What a tracking page's fact (a `dt` of the page) reads, e.g. 'Latest status'. */
const fact = (page: Page, term: string) =>
  page.getByRole('main').locator(`dt:text-is("${term}") + dd`).first().innerText();

/**
 * Moves within the app to `path` with this navigation state, as the app's own links do (a script
 * string: the page's globals are not in this project's types; React Router keeps state in `usr`).
 */
const navigateWithState = (page: Page, path: string, state: unknown) =>
  page.evaluate(
    `history.pushState({ usr: ${JSON.stringify(state)}, key: 'test', idx: 1 }, '', ${JSON.stringify(path)});
     dispatchEvent(new PopStateEvent('popstate', { state: history.state }))`,
  );

/**
 * The pages around a payment (order-side seed §2): /payment-processing and /payment-callback, and
 * the 'My Order' tracking page of a paid order as its owner reads it (breadcrumb, dates, receiver,
 * items with their notes, total), with its loading and error lines; at a laptop's and a phone's width.
 */
describe('storefront: the payment transit pages and the tracking page in the seed words', () => {
  const order = { id: 0, email: 'pelacak@example.com', total: 0, district: '' };
  const world = useStorefrontWorld(async ({ shop, catalogue }) => {
    const { access } = await logIn(shop, order.email);
    await addToCartThroughApi(shop, access, { product: catalogue.necklace, message: NOTE });
    await addToCartThroughApi(shop, access, { product: catalogue.bracelet });
    const lines = (await shop.call('GET', '/api/cart/', { token: access })).body.items as Array<{ id: number }>;
    const area = await areaOf(shop);
    order.district = area.district;
    const shopper = as(shop, access);
    const tariff = await shopper.call('POST', '/api/jnt/tariff/', { weight: '2', destAreaCode: area.code });
    const placed = await shopper.call('POST', '/api/selective_checkout/', {
      cart_item_ids: lines.map((line) => line.id),
      shipping_cost: tariff.body.cost,
      ...contactFor(area),
    });
    expect(placed.status).toBe(201);
    order.id = placed.body.order_id;
    order.total = Number(placed.body.total_price);
    await pay(shop, access, order.id);
    await orderWhen(shop, access, order.id, (o) => Boolean(o.waybill), 'the waybill');
  });

  it.each([LAPTOP, PHONE])(
    "at %i px: the tracking page's facts, its loading and error lines, and the transit pages",
    async (width) => {
      const { shop, browser } = world;
      const page = await storefrontPage(browser, shop, { width, path: '/', loggedInAs: order.email });
      const main = page.getByRole('main');
      const { access } = await logIn(shop, order.email);
      const tracking = (await shop.call('GET', `/api/tracking/${order.id}/`, { token: access })).body;
      const detail = tracking.detail;

      // while the answer is on its way: 'Loading order details...'
      const release = await holdRequests(page, 'GET', `/api/tracking/${order.id}/`);
      await page.goto(`${shop.url}/track-order/${order.id}`);
      await main.getByRole('status').filter({ hasText: 'Loading order details...' }).waitFor();
      release();
      await main.getByText('Payment Successful').waitFor();
      await page.unrouteAll();

      // Checkout > Payment > Track my order
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      expect((await crumbs.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual([
        'Checkout',
        'Payment',
        'Track my order',
      ]);
      expect(await crumbs.getByText('Track my order').getAttribute('aria-current')).toBe('page');

      // not shipped yet: 'Processing'; the order's and the payment's times; the latest status
      expect(await fact(page, 'Shipped')).toBe('Processing');
      expect(await fact(page, 'Order time')).toBe(formatWibDateTime(detail.order_date));
      expect(await fact(page, 'Payment time')).toBe(formatWibDateTime(detail.payment_date));
      const newest = main.getByRole('region', { name: 'Tracking History' }).getByRole('listitem').first();
      expect(await fact(page, 'Latest status')).toBe((await newest.locator('span').innerText()).trim());

      // the receiver as the checkout gave it, the first item, the quantity, each item's note, the total
      expect(await fact(page, 'Name')).toBe(`${CONTACT.first_name} ${CONTACT.last_name}`);
      expect(await fact(page, 'Phone')).toBe(`+62 ${CONTACT.receiver_phone}`);
      // the street with its district and province, as the courier's address line has them
      expect(await fact(page, 'Address')).toBe(`${CONTACT.address}, ${order.district}, ${CONTACT.province}`);
      expect(await fact(page, 'City')).toBe(CONTACT.city);
      expect(await fact(page, 'Zipcode')).toBe(CONTACT.postal_code);
      expect([NAMES.necklace, NAMES.bracelet]).toContain(await fact(page, 'Item'));
      expect(await fact(page, 'Item')).toBe(detail.itemname);
      expect(await fact(page, 'Quantity')).toBe(String(detail.qty));
      const items = main.locator('.track-items > li');
      await items
        .filter({ hasText: `${NAMES.necklace} x1` })
        .getByText(NOTE, { exact: true })
        .waitFor();
      await items
        .filter({ hasText: `${NAMES.bracelet} x1` })
        .getByText('No note provided', { exact: true })
        .waitFor();
      await main.locator('.track-total').getByText(formatRupiah(order.total), { exact: true }).waitFor();
      await screenshot(page, `tracking-owner-${width}`);
      await expectNoSeriousA11yViolations(page, `the tracking page at ${width} px`);

      // the tracking answer fails: 'Error: ' and the service's words
      await page.route(
        (url) => url.pathname === `/api/tracking/${order.id}/`,
        (route) => route.fulfill({ status: 503, json: { message: 'Tracking is resting' } }),
      );
      await page.reload();
      await main.getByRole('alert').filter({ hasText: 'Error: Tracking is resting' }).waitFor();
      await page.unrouteAll();

      // /payment-processing: the spinner, the seed's words, the order id the app passed along
      await navigateWithState(page, '/payment-processing', { orderId: order.id });
      await main.getByRole('heading', { level: 1, name: 'Processing Your Payment' }).waitFor();
      await main
        .getByRole('status')
        .filter({ hasText: "Your payment is being processed. Please don't close this page." })
        .waitFor();
      expect(await main.locator('.spinner').isVisible()).toBe(true);
      await main.getByText(`Order ID: ${order.id}`, { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `/payment-processing at ${width} px`);
      // opened by its address, with no order passed along: no order id
      await page.goto(`${shop.url}/`);
      await page.goto(`${shop.url}/payment-processing`);
      await main.getByRole('heading', { level: 1, name: 'Processing Your Payment' }).waitFor();
      expect(await main.getByText(/^Order ID:/).count()).toBe(0);

      // /payment-callback: to the order's tracking in place of itself (Back skips it), or home
      await page.goto(`${shop.url}/`);
      await page.goto(`${shop.url}/payment-callback?order_id=${order.id}-1`);
      await page.waitForURL((url) => url.pathname === `/track-order/${order.id}`);
      await main.getByText('Payment Successful').waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${shop.url}/payment-callback`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.close();
    },
    60_000,
  );
});
