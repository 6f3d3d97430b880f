import type { Page } from 'playwright-core';

import type { TestBrowser } from '../harness/browser.js';
import { logIn, type ShopUnderTest } from '../shop-app.js';
import { NAMES, type StorefrontCatalogue } from './storefront-catalogue.js';
import {
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  storefrontPage,
  useStorefrontWorld,
  WIDE,
} from './storefront-harness.js';
import { checkoutFromDrawer, openCart } from './storefront-steps.js';

/**
 * The main screens at a wide desktop and a phone width: a screenshot of each into
 * test/artifacts/storefront/ (for people to look at), and axe-core's WCAG A/AA and best-practice
 * rules with no serious or critical finding.
 */
describe('storefront screens: screenshots and accessibility', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  let catalogue: StorefrontCatalogue;
  const email = 'layar@example.com';
  useStorefrontWorld(async (world) => {
    ({ shop, browser, catalogue } = world);
    const { access } = await logIn(shop, email);
    for (const line of [
      { product: catalogue.necklace, charms: catalogue.charms.slice(0, 3), message: 'Untukmu' },
      { product: catalogue.bracelet, charms: [] },
    ]) {
      const added = await shop.call('POST', '/api/cart/add/', { token: access, body: { quantity: 1, ...line } });
      expect(added.status).toBe(201);
    }
  });

  /** Each screen: where it starts and what shows that it has drawn. */
  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    [
      'home',
      async (page) => {
        await page.getByRole('heading', { name: 'Jewellery That Tells Your Story' }).waitFor();
        await page.getByRole('main').getByText(NAMES.necklace).first().waitFor();
      },
    ],
    [
      'listing',
      async (page) => {
        await page.goto(`${shop.url}/necklaces`);
        await page.getByRole('main').getByText('4 Products', { exact: true }).waitFor();
      },
    ],
    [
      'detail',
      async (page) => {
        await page.goto(`${shop.url}/products/${catalogue.necklace}`);
        await page.getByRole('heading', { level: 1, name: NAMES.necklace }).waitFor();
        await page.getByRole('region', { name: 'Charm builder' }).getByText(NAMES.charms[0]).waitFor();
        // the product info's return promise in the storefront seed's words
        await page.getByText('Can I return it?').click();
        await page.getByText('Free refund or return within 7 days of receipt.').waitFor();
      },
    ],
    [
      'cart-drawer',
      async (page) => {
        const drawer = await openCart(page);
        await drawer.getByText(NAMES.bracelet).waitFor();
        await drawer.getByText(NAMES.necklace).waitFor();
      },
    ],
    [
      'checkout',
      async (page) => {
        await checkoutFromDrawer(page);
        await page.getByRole('button', { name: 'Place My Order' }).waitFor();
        await page
          .getByRole('complementary', { name: 'Your Orders' })
          .getByText(NAMES.bracelet, { exact: true })
          .waitFor();
        // the Charm Discount explained: the rule per piece, then the 3-charm necklace's own 30.000
        const rule = page.getByRole('list', { name: 'Charm Discount by charm count' });
        await rule.getByText('3 charms: Rp 10.000 each (Rp 30.000)', { exact: true }).waitFor();
        expect(await rule.getByRole('listitem').allTextContents()).toEqual([
          '1 charm: Rp 5.000',
          '2 charms: Rp 5.000 each (Rp 10.000)',
          '3 charms: Rp 10.000 each (Rp 30.000)',
          '4 charms: Rp 7.500 each (Rp 30.000)',
          '5 charms: Rp 6.000 each (Rp 30.000)',
        ]);
        await page.getByRole('list', { name: "Your pieces' Charm Discount" }).getByText('- Rp 30.000').waitFor();
      },
    ],
  ];

  const cases = screens.flatMap(([name, open]) =>
    [WIDE, PHONE].map((width) => [name, width, open] as [string, number, (page: Page) => Promise<void>]),
  );

  it.each(cases)('%s at %p px: screenshot, no serious accessibility finding', async (name, width, open) => {
    const page = await storefrontPage(browser, shop, { path: '/', width, loggedInAs: email });
    await open(page);
    await page.waitForLoadState('networkidle');
    // the drawer is fixed to the screen: a full-page picture would show it over the page's top only
    await screenshot(page, `${name}-${width}`, { fullPage: name !== 'cart-drawer' });
    await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
    await page.close();
  });
});
