import type { Route } from 'playwright-core';

import { AuthMessages, CartMessages, CatalogueMessages } from '@kilau/domain';

import { addProduct } from '../fixtures/catalogue.js';
import { logIn } from '../shop-app.js';
import { screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { addToCartThroughApi, openCart, toast } from './storefront-steps.js';

/** A service that answers this status with the shop's own error body. */
const failWith = (status: number, message: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ statusCode: status, error: 'unavailable', message }),
  });

/**
 * The storefront's loads failing as a shopper would meet it (storefront seed §8): the calls are
 * made to fail in the browser, and the page says so in the seed's words: 'Failed to fetch user
 * details', 'Failed to fetch cart: [status] body', and the singular 'Failed to fetch product /
 * charm / gift set / product details', while a piece that is really gone still reads 'Product not
 * found'.
 */
describe('storefront: failed loads in the seed words', () => {
  const world = useStorefrontWorld();
  let shoppers = 0;
  const shopper = () => `gagal-muat-${++shoppers}@example.com`;

  /** Every call to `pattern` fails as `handler` says while `run` runs. */
  async function whileFailing(pattern: string | RegExp, handler: (route: Route) => unknown, run: () => Promise<void>) {
    await world.browser.context.route(pattern, handler);
    try {
      await run();
    } finally {
      await world.browser.context.unroute(pattern);
    }
  }

  it("a failed profile call says 'Failed to fetch user details' instead of passing in silence", async () => {
    await whileFailing('**/api/auth/me/', failWith(500, 'Internal server error'), async () => {
      const page = await storefrontPage(world.browser, world.shop, { loggedInAs: shopper() });
      await toast(page, AuthMessages.profileFailed).waitFor();
      await screenshot(page, 'fetch-failures-profile', { fullPage: false });
      await page.close();
    });
  });

  it("a cart the service will not give says 'Failed to fetch cart: [status] body' in the drawer", async () => {
    const email = shopper();
    const { access } = await logIn(world.shop, email);
    await addToCartThroughApi(world.shop, access, { product: world.catalogue.bracelet });
    await whileFailing(/\/api\/cart\/$/, failWith(503, 'The shop is busy'), async () => {
      const page = await storefrontPage(world.browser, world.shop, { loggedInAs: email });
      const drawer = await openCart(page);
      await drawer.getByText(CartMessages.loadFailed).waitFor();
      await drawer.getByText(CartMessages.fetchFailedWith(503, 'The shop is busy'), { exact: true }).waitFor();
      await screenshot(page, 'fetch-failures-cart', { fullPage: false });
      await page.close();
    });
  });

  it("detail pages that cannot load say 'Failed to fetch product', 'charm', 'gift set'; a missing piece says 'Product not found'", async () => {
    const { catalogue, shop } = world;
    const cases = [
      [`/products/${catalogue.necklace}`, `**/api/products/${catalogue.necklace}/`, CatalogueMessages.productFailed],
      [
        `/products-charm/${catalogue.charms[0]}`,
        `**/api/charms/${catalogue.charms[0]}/`,
        CatalogueMessages.charmFailed,
      ],
      [
        `/products-sets/${catalogue.giftSets[0]}`,
        `**/api/gift-sets/${catalogue.giftSets[0]}/`,
        CatalogueMessages.giftSetFailed,
      ],
    ] as const;
    for (const [path, call, words] of cases) {
      for (const handler of [failWith(502, 'Bad gateway'), (route: Route) => route.abort('connectionrefused')]) {
        await whileFailing(call, handler, async () => {
          const page = await storefrontPage(world.browser, shop, { path });
          await page.getByRole('main').getByRole('alert').filter({ hasText: words }).waitFor();
          if (path.startsWith('/products/')) await screenshot(page, 'fetch-failures-product', { fullPage: false });
          await page.close();
        });
      }
    }
    // a 404 keeps the seed's 'not found' wording
    const page = await storefrontPage(world.browser, shop, { path: '/products/987654' });
    await page.getByRole('main').getByRole('alert').filter({ hasText: CatalogueMessages.productNotFound }).waitFor();
    await page.close();
  });

  it("a jewel set whose included products cannot load says 'Failed to fetch product details'", async () => {
    const { shop, catalogue } = world;
    const jewelSet = await addProduct(shop.sql, { name: 'Set Perhiasan Uji', price: 500_000, category: 'jewel_set' });
    await shop.sql.query(`INSERT INTO jewel_set_products (jewel_set_id, product_id) VALUES ($1, $2)`, [
      jewelSet,
      catalogue.bracelet,
    ]);
    await whileFailing(/\/api\/products\/\?ids=/, failWith(500, 'Internal server error'), async () => {
      const page = await storefrontPage(world.browser, shop, { path: `/products-jewelsets/${jewelSet}` });
      await page.getByRole('heading', { level: 1, name: 'Set Perhiasan Uji' }).waitFor();
      await page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: CatalogueMessages.productDetailsFailed })
        .waitFor();
      await page.close();
    });
  });
});
