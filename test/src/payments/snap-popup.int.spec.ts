import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from 'playwright-core';

import { openBrowser, type TestBrowser } from '../harness/browser.js';
import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { call, payment, placedOrder, waitForPayment } from './payment-helpers.js';

/**
 * The Snap popup in Chromium, as the storefront's payment page uses it: a page on the shop's
 * side loads the simulator's snap.js, calls `window.snap.pay(token, callbacks)` with a token from
 * the shop, and the payer clicks in the payment page it opens. The callbacks fire, and the order
 * follows through Midtrans's notification, the shop's check and the read model.
 */
describe('Snap popup in a browser', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    browser = await openBrowser();
    const snapJs = `${shop.sim!.midtrans.snapUrl}/snap.js`;
    site = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Checkout</title><script src="${snapJs}"></script>
        <script>
          window.results = [];
          window.payWith = (token) => window.snap.pay(token, {
            onSuccess: (r) => results.push(['success', r]),
            onPending: (r) => results.push(['pending', r]),
            onError: (r) => results.push(['error', r]),
            onClose: () => results.push(['close']),
          });
        </script>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await shop?.close();
  });

  /** A customer's unpaid order with the Snap popup open on it. */
  async function popupFor(): Promise<{ page: Page; orderId: number; access: string }> {
    const { customer, orderId } = await placedOrder(shop);
    const token = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(token.status).toBe(200);
    const page = await browser.context.newPage();
    await page.goto(siteUrl);
    await page.evaluate(
      (snapToken) => (globalThis as unknown as { payWith(t: string): void }).payWith(snapToken),
      token.body.token,
    );
    return { page, orderId, access: customer.access };
  }

  const results = (page: Page) => page.evaluate(() => (globalThis as unknown as { results: unknown[][] }).results);
  const popup = (page: Page) => page.frameLocator('iframe[title="Midtrans payment"]');

  it('Pay now: onSuccess in the page, and the order awaits shipment', async () => {
    const { page, orderId, access } = await popupFor();
    await popup(page).getByRole('button', { name: 'Pay now' }).click();
    await waitUntil(async () => (await results(page)).length === 1, { what: 'a callback' });
    expect(await results(page)).toEqual([
      ['success', expect.objectContaining({ status_code: '200', order_id: `${orderId}-1` })],
    ]);
    expect(await page.locator('#snap-midtrans').count()).toBe(0);
    await waitForPayment(shop, access, orderId, 'paid');
    expect((await payment(shop, access, orderId)).fulfillment_status).toBe('awaiting_shipment');
    await page.close();
  }, 30_000);

  it('Pay later: onPending with the virtual account, the order still waits', async () => {
    const { page, orderId, access } = await popupFor();
    await popup(page).getByRole('button', { name: 'Pay later' }).click();
    await waitUntil(async () => (await results(page)).length === 1, { what: 'a callback' });
    expect(await results(page)).toEqual([
      [
        'pending',
        expect.objectContaining({ status_code: '201', va_numbers: [expect.objectContaining({ bank: 'bca' })] }),
      ],
    ]);
    expect((await payment(shop, access, orderId)).status).toBe('unpaid');
    await page.close();
  }, 30_000);

  it('Close: onClose, the popup gone, nothing paid', async () => {
    const { page, orderId, access } = await popupFor();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await waitUntil(async () => (await results(page)).length === 1, { what: 'a callback' });
    expect(await results(page)).toEqual([['close']]);
    expect(await page.locator('#snap-midtrans').count()).toBe(0);
    expect((await payment(shop, access, orderId)).status).toBe('unpaid');
    await page.close();
  }, 30_000);
});
