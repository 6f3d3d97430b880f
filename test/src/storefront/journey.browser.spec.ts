import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { Page } from 'playwright-core';

import type { TestBrowser } from '../harness/browser.js';
import { waitUntil } from '../harness/wait.js';
import { logIn, type ShopUnderTest } from '../shop-app.js';
import { NAMES, type StorefrontCatalogue } from './storefront-catalogue.js';
import { logInThroughPages, screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import {
  checkShippingFee,
  chooseCharmCount,
  fillCheckout,
  openCart,
  pickCharm,
  placeOrder,
  toast,
} from './storefront-steps.js';

/**
 * A shopper's whole visit, as one story: browse the necklaces, filter them, open one, build it
 * with three charms, log in with the code from the mail, adjust the cart in the drawer, check out
 * with a real shipping fee, pay in the Snap popup and land on the tracking page, where the waybill
 * the shop's worker books shows up by itself (the storefront never asks J&T for it).
 */
describe('storefront: a shopper from browsing to tracking', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  let catalogue: StorefrontCatalogue;
  const email = 'sinta.journey@example.com';
  useStorefrontWorld((world) => ({ shop, browser, catalogue } = world));

  /** Three charms on the necklace in its customise section, then Add to Cart. */
  async function buildNecklace(page: Page): Promise<void> {
    const builder = page.getByRole('region', { name: 'Customize' }).getByRole('region', { name: 'Charm builder' });
    await chooseCharmCount(builder, 3);
    const picker = builder.getByRole('region', { name: 'Choose your charms' });
    for (const name of NAMES.charms.slice(0, 3)) await pickCharm(picker, name);
    await builder.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  }

  it('browses, builds, logs in, adjusts the cart, checks out, pays and tracks the order', async () => {
    const page = await storefrontPage(browser, shop, { path: '/' });

    // browse a category and filter it
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Necklaces' })
      .click();
    await page.waitForURL(/\/necklaces$/);
    const main = page.getByRole('main');
    await main.getByText('4 Products', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Gold' }).check();
    await filters.getByRole('button', { name: 'Done' }).click();
    await main.getByText('3 Products', { exact: true }).waitFor();
    expect(await main.getByRole('link', { name: new RegExp(NAMES.silverNecklace) }).count()).toBe(0);

    // open the necklace and build it with three charms: logged out, the builder asks to log in
    await main.getByRole('link', { name: new RegExp(NAMES.necklace) }).click();
    await page.waitForURL(new RegExp(`/products/${catalogue.necklace}$`));
    await page.getByRole('heading', { level: 1, name: NAMES.necklace }).waitFor();
    await buildNecklace(page);
    await page
      .getByRole('dialog', { name: 'Make It Extra Special' })
      .getByRole('button', { name: 'Skip Message' })
      .click();
    const loginRequired = page.getByRole('dialog', { name: 'Login Required' });
    await loginRequired.getByText('You need to be logged in to add items to your cart.').waitFor();
    await loginRequired.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/login\?next=/);
    // this story logs in from home (the way back to the builder is builder-login's story)
    await page.goto(`${shop.url}/login`);

    // log in with the code from the mail, then build it again and add it with a note
    await logInThroughPages(page, shop, email);
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${shop.url}/products/${catalogue.necklace}#customize`);
    await buildNecklace(page);
    const note = page.getByRole('dialog', { name: 'Make It Extra Special' });
    await note.getByRole('textbox').fill('Selamat ulang tahun, Dewi');
    await note.getByText('25/65').waitFor();
    await note.getByRole('button', { name: 'Add with Message' }).click();
    await toast(page, 'Customized product added to cart!').waitFor();

    const { access } = await logIn(shop, email);
    const cart = await shop.call('GET', '/api/cart/', { token: access });
    expect(cart.body.items).toEqual([
      expect.objectContaining({
        product: catalogue.necklace,
        charms: catalogue.charms.slice(0, 3),
        quantity: 1,
        message: 'Selamat ulang tahun, Dewi',
      }),
    ]);

    // adjust the quantity in the drawer: up to 2, back to 1
    const drawer = await openCart(page);
    const line = drawer.getByRole('listitem').filter({ hasText: NAMES.necklace });
    await line.getByRole('button', { name: `Increase quantity of ${NAMES.necklace}` }).click();
    await waitUntil(
      async () => (await shop.call('GET', '/api/cart/', { token: access })).body.items[0]?.quantity === 2,
      {
        what: 'the cart saved with quantity 2',
      },
    );
    await line.getByRole('button', { name: `Decrease quantity of ${NAMES.necklace}` }).click();
    await waitUntil(
      async () => (await shop.call('GET', '/api/cart/', { token: access })).body.items[0]?.quantity === 1,
      {
        what: 'the cart saved with quantity 1',
      },
    );
    await line.getByText('Selamat ulang tahun, Dewi').waitFor();
    // the line just added comes in selected, and stays so through the quantity changes
    expect(await line.getByRole('checkbox', { name: `Select ${NAMES.necklace}` }).isChecked()).toBe(true);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);

    // checkout: contact, city and area code, the fee from J&T, the order
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('complementary', { name: 'Your Orders' }).getByText(NAMES.necklace, { exact: true }).waitFor();
    await page.getByRole('main').getByText('Not calculated').waitFor();
    expect(await page.getByRole('button', { name: 'Place My Order' }).isDisabled()).toBe(true);
    await fillCheckout(page);
    const fee = await checkShippingFee(page);
    const popup = await placeOrder(page);
    // the worker's shipping queue held for now: the tracking page shows the waybill pending first
    const shipping = shop.api.get<Queue>(getQueueToken('shipping'), { strict: false });
    await shipping.pause();
    const courierCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/jnt/order')) courierCalls.push(request.url());
    });
    await popup.getByRole('button', { name: 'Pay now' }).click();

    // the tracking page by the order id, with the order paid
    await page.waitForURL(/\/track-order\/\d+$/, { timeout: 20_000 });
    const tracking = page.getByRole('main');
    const waybill = tracking.getByTestId('waybill');
    // the payment is confirmed by the worker and the page reads every 2 s: on a loaded CI machine
    // that took more than 20 s once
    await waitUntil(
      async () => (await waybill.textContent({ timeout: 1_000 }).catch(() => null)) === 'Waybill pending',
      {
        timeoutMs: 45_000,
        what: "'Waybill pending' on the tracking page",
      },
    );
    await screenshot(page, 'tracking-waybill-pending-1920');
    await shipping.resume();
    // the worker's waybill appears without a reload
    await waitUntil(
      async () => /^J[A-Z0-9]+$/.test((await waybill.textContent({ timeout: 1_000 }).catch(() => null)) ?? ''),
      {
        timeoutMs: 30_000,
        what: "the worker's waybill on the tracking page",
      },
    );
    await screenshot(page, 'tracking-waybill-made-1920');
    expect(courierCalls).toEqual([]);
    await tracking.getByRole('heading', { name: 'My Order' }).waitFor();
    await tracking.getByText('Payment Successful').waitFor();
    await tracking.getByText('Regular delivery service').waitFor();
    await tracking.getByText(NAMES.necklace).first().waitFor();
    // the order on the page is the shopper's one order of this run (a retry on CI places another)
    const orderId = Number(/\/track-order\/(\d+)$/.exec(page.url())![1]);
    const orders = await shop.call('GET', '/api/orders/', { token: access });
    const order = (orders.body as Array<{ id: number; total_price: number }>).find((o) => o.id === orderId);
    // Rp 250.000 + three charms (35.000, 35.000, 40.500 after its 10 %) − the 3-charm bundle's 30.000, plus the fee
    expect(Number(order?.total_price)).toBe(330_500 + fee);
    await waitUntil(
      async () => (await shop.call('GET', `/api/payments/${orderId}/`, { token: access })).body.status === 'paid',
      { what: 'the order paid' },
    );
    await page.close();
  }, 150_000);
});
