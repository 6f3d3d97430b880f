import type { Locator, Page } from 'playwright-core';

import { addProduct } from '../fixtures/catalogue.js';
import { failCall, holdCall } from './api-routes.js';
import { computedStyle, styleBecomes } from './page-probes.js';
import { NAMES } from './storefront-catalogue.js';
import { expectNoSeriousA11yViolations, PHONE, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { toast } from './storefront-steps.js';

const LAPTOP = 1280;
const RING = 'Cincin Janji';
const ANKLET = 'Gelang Kaki Ombak';
const JEWEL_SET = 'Set Perhiasan Pasir';

/** How many columns a listing's grid lays out now. */
const columns = (grid: Locator) =>
  computedStyle(grid, 'gridTemplateColumns').then((tracks) => tracks.split(' ').filter(Boolean).length);

/** A card of the listing by the name it shows. */
const card = (page: Page, name: string) =>
  page.getByRole('main').locator('.product-card').filter({ hasText: name }).first();

/** The add button of the card named `name`. */
const addButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name: `Add to Cart: ${name}` });

/**
 * The catalogue listings as the storefront seed words and lays them out (§2, §4, §8, §9): loading,
 * empty and error lines, the second picture on hover, 2 or 4 columns (rows 1 or 2), one decimal on
 * the rings and anklets, the four listings whose add does nothing logged out, the seed's toasts
 * (hidden after 3 s) and 'Failed to update cart'.
 */
describe('storefront: the listings, in the seed words', () => {
  const world = useStorefrontWorld(async ({ shop, catalogue }) => {
    const sql = shop.sql;
    const ring = await addProduct(sql, { name: RING, price: 150_000, category: 'ring' });
    const anklet = await addProduct(sql, { name: ANKLET, price: 120_000, category: 'anklet' });
    await addProduct(sql, { name: JEWEL_SET, price: 450_000, category: 'jewel_set' });
    await sql.query(`UPDATE products SET rating = 4.36 WHERE id = ANY($1)`, [[ring, anklet, catalogue.lowStock]]);
    // the silver necklace has a second picture to show on hover
    await sql.query(`UPDATE products SET images = $1 WHERE id = $2`, [
      JSON.stringify([
        { image_url: '/media/test/product.svg', alt_text: 'depan' },
        { image_url: '/media/test/charm.svg', alt_text: 'belakang' },
      ]),
      catalogue.silverNecklace,
    ]);
  });

  it("says 'Loading products...', 'Loading charms...', 'Cannot Find The Product' and 'Error: {message}'", async () => {
    const page = await world.browser.context.newPage();
    await page.setViewportSize({ width: LAPTOP, height: 900 });
    const main = page.getByRole('main');

    let release = await holdCall(page, '/api/products/');
    await page.goto(`${world.shop.url}/necklaces`);
    await main.getByRole('status').filter({ hasText: 'Loading products...' }).waitFor();
    release();
    await main.getByText('4 Products', { exact: true }).waitFor();
    await page.unrouteAll();

    release = await holdCall(page, '/api/charms/');
    await page.goto(`${world.shop.url}/charms`);
    await main.getByRole('status').filter({ hasText: 'Loading charms...' }).waitFor();
    release();
    await main.getByText(NAMES.charms[0]).first().waitFor();
    await page.unrouteAll();

    // nothing in the earrings: the seed's empty line
    await page.goto(`${world.shop.url}/earrings`);
    await main.getByText('Cannot Find The Product', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'empty earrings');

    const failures: Array<[string, string, string]> = [
      ['/api/products/', '/necklaces', 'Error: Failed to fetch products'],
      ['/api/charms/', '/charms', 'Error: Failed to fetch charms'],
      ['/api/gift-sets/', '/for-her', 'Error: Failed to fetch gift sets'],
    ];
    for (const [api, path, line] of failures) {
      await failCall(page, api);
      await page.goto(`${world.shop.url}${path}`);
      await main.getByRole('alert').filter({ hasText: line }).waitFor();
      expect(await main.getByRole('alert').innerText()).toBe(line);
      await page.unrouteAll();
    }
    await page.close();
  });

  it('shows a card’s second picture while the pointer is over it', async () => {
    const page = await storefrontPage(world.browser, world.shop, { width: LAPTOP, path: '/necklaces' });
    const silver = card(page, NAMES.silverNecklace);
    const second = silver.locator('.product-card__picture--hover');
    await second.waitFor();
    expect(await computedStyle(second, 'opacity')).toBe('0');
    await silver.getByRole('link').hover();
    await styleBecomes(second, 'opacity', '1');
    await page.mouse.move(0, 0);
    await styleBecomes(second, 'opacity', '0');
    // a card with one picture has nothing to swap in
    expect(await card(page, NAMES.necklace).locator('.product-card__picture--hover').count()).toBe(0);
    await page.close();
  });

  it.each([
    [LAPTOP, 4, 2],
    [PHONE, 2, 1],
  ])('at %i px lays the grid out in %i columns and the rows view in %i', async (width, grid, rows) => {
    const page = await storefrontPage(world.browser, world.shop, { width, path: '/necklaces' });
    const list = page.getByRole('main').locator('.listing__grid');
    await card(page, NAMES.necklace).waitFor();
    expect(await columns(list)).toBe(grid);
    // the first row holds that many cards side by side
    const tops = await list
      .locator(':scope > li')
      .evaluateAll((all) => all.map((li) => li.getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0]).length).toBe(Math.min(grid, tops.length));
    await page.getByRole('button', { name: 'Rows view' }).click();
    await list.and(page.locator('.listing__grid--rows')).waitFor();
    expect(await columns(list)).toBe(rows);
    await page.close();
  });

  it('shows one decimal beside the stars on the rings and anklets, a whole figure elsewhere', async () => {
    const page = await storefrontPage(world.browser, world.shop, { width: LAPTOP, path: '/rings' });
    for (const [path, name, figure] of [
      ['/rings', RING, '4.4'],
      ['/anklets', ANKLET, '4.4'],
      ['/necklaces', NAMES.lowStock, '4'],
    ] as const) {
      await page.goto(`${world.shop.url}${path}`);
      const rating = card(page, name).locator('.product-card__rating');
      await rating.waitFor();
      expect(await rating.innerText()).toBe(figure);
      expect(
        await card(page, name)
          .getByRole('img', { name: /^Rated/ })
          .getAttribute('aria-label'),
      ).toBe(`Rated ${figure} out of 5`);
    }
    await page.close();
  });

  it('does nothing on an add logged out on the rings, anklets, new-arrival and jewel-set listings', async () => {
    const page = await storefrontPage(world.browser, world.shop, { width: LAPTOP, path: '/' });
    const loginRequired = page.getByRole('dialog', { name: 'Login Required' });
    for (const [path, name] of [
      ['/rings', RING],
      ['/anklets', ANKLET],
      ['/new-arrival', NAMES.lowStock],
      ['/jewel-set', JEWEL_SET],
    ] as const) {
      await page.goto(`${world.shop.url}${path}`);
      await addButton(page, name).click();
      // the cart, opened next, asks for the login for itself: the add asked nothing
      await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
      await loginRequired.waitFor();
      expect(await loginRequired.innerText()).toContain('You need to be logged in to access your shopping cart.');
      await loginRequired.getByRole('button', { name: 'Cancel' }).click();
      await loginRequired.waitFor({ state: 'detached' });
    }
    // elsewhere the same add asks for the login
    await page.goto(`${world.shop.url}/necklaces`);
    await addButton(page, NAMES.lowStock).click();
    await loginRequired.getByText('You need to be logged in to add items to your cart.').waitFor();
    await page.close();
  });

  it("adds from the listings with the seed's toasts, hidden after 3 s, and says 'Failed to update cart' on failure", async () => {
    const page = await storefrontPage(world.browser, world.shop, {
      width: LAPTOP,
      path: '/necklaces',
      loggedInAs: 'daftar@example.com',
    });
    await addButton(page, NAMES.lowStock).click();
    const added = toast(page, 'Item added to cart!');
    await added.waitFor();
    const shownAt = Date.now();
    await page.getByRole('status').getByText('Item added to cart!').waitFor({ state: 'detached', timeout: 6_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2_500);
    expect(shownFor).toBeLessThan(4_000);

    for (const [path, name, words] of [
      ['/charms', NAMES.charms[1], 'Charm added to cart!'],
      ['/for-her', 'Gift Set Cinta', 'Gift set added to cart!'],
      ['/jewel-set', JEWEL_SET, 'Jewel set added to cart!'],
      ['/rings', RING, 'Item added to cart!'],
    ] as const) {
      await page.goto(`${world.shop.url}${path}`);
      await addButton(page, name).click();
      await toast(page, words).waitFor();
    }

    await failCall(page, '/api/cart/add/');
    await page.goto(`${world.shop.url}/anklets`);
    await addButton(page, ANKLET).click();
    await toast(page, /^Failed to update cart/).waitFor();
    await page.close();
  });
});
