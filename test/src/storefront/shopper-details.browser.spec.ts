import type { Page } from 'playwright-core';

import { addProduct } from '../fixtures/catalogue.js';
import { failCall } from './api-routes.js';
import {
  RECORD_SCROLLS,
  RECORD_SOUNDS,
  scrolledToUpperHalf,
  scrollIntoViewOf,
  scrollLeftBecomes,
  soundVolumes,
} from './page-probes.js';
import { addProductRange, NAMES } from './storefront-catalogue.js';
import { expectNoSeriousA11yViolations, PHONE, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { chooseCharmCount, pickCharm, toast } from './storefront-steps.js';

const LAPTOP = 1280;
const JEWEL_SET = 'Set Perhiasan Senja';
const SHOPPER = 'detail@example.com';

/** 'Make It Extra Special': a note and Add with Message, or Skip Message. */
async function answerNoteDialog(page: Page, note?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Make It Extra Special' });
  await dialog.waitFor();
  if (note) {
    await dialog.getByRole('textbox').fill(note);
    await dialog.getByRole('button', { name: 'Add with Message' }).click();
  } else {
    await dialog.getByRole('button', { name: 'Skip Message' }).click();
  }
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The detail pages and the charm bar as the storefront seed words them (§2, §4, §8, §9):
 * breadcrumbs, description and details, a gift set's included products, the 260 px
 * recommendation steps and their failure lines, Customize scrolling to the builder, the note
 * dialog before an add and the seed's toasts after it, the pick's sound at volume 0.5.
 */
describe('storefront: detail pages and the charm bar, in the seed words', () => {
  const ids = { jewelSet: 0 };
  const world = useStorefrontWorld(async ({ shop, catalogue }) => {
    const sql = shop.sql;
    ids.jewelSet = await addProduct(sql, { name: JEWEL_SET, price: 450_000, category: 'jewel_set' });
    // enough best sellers in stock to overflow the recommendation row
    await addProductRange(shop, { category: 'earring', prefix: 'Anting Embun', count: 4 });
    await sql.query(`UPDATE products SET details = $1 WHERE id = $2`, [
      'Material: Titanium\n- Lapisan: Emas 18K',
      catalogue.necklace,
    ]);
    const [giftSet] = catalogue.giftSets;
    await sql.query(`UPDATE gift_sets SET created_at = '2026-04-26T10:00:00Z' WHERE id = $1`, [giftSet]);
    await sql.query(`INSERT INTO gift_set_products (gift_set_id, product_id) VALUES ($1, $2), ($1, $3)`, [
      giftSet,
      catalogue.necklace,
      catalogue.bracelet,
    ]);
  });

  it('shows a product’s breadcrumb, description and details list, and scrolls its recommendations 260 px', async () => {
    const { shop, browser, catalogue } = world;
    const page = await storefrontPage(browser, shop, { width: LAPTOP, path: `/products/${catalogue.necklace}` });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: NAMES.necklace }).waitFor();
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Necklaces', NAMES.necklace]);
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: 'Necklaces' }).getAttribute('href')).toBe('/necklaces');
    expect(await crumbs.locator('[aria-current=page]').innerText()).toBe(NAMES.necklace);
    await main.getByText('Kalung titanium berlapis emas 18K, tahan air dan anti karat.', { exact: true }).waitFor();
    const details = main.getByRole('region', { name: 'Details' });
    expect(await details.getByRole('listitem').allInnerTexts()).toEqual(['Material: Titanium', 'Lapisan: Emas 18K']);

    const recommendations = page.locator('.recommendations');
    const row = recommendations.locator('.recommendations__row');
    await row.locator('.product-card').first().waitFor();
    await recommendations.getByRole('button', { name: 'Scroll recommendations right' }).click();
    await scrollLeftBecomes(row, 260);
    await recommendations.getByRole('button', { name: 'Scroll recommendations right' }).click();
    await scrollLeftBecomes(row, 520);
    await expectNoSeriousA11yViolations(page, 'product detail at 1280 px');
    await page.close();
  });

  it('shows a gift set’s created date, number of products and each included product’s category, material and price', async () => {
    const { shop, browser, catalogue } = world;
    const page = await storefrontPage(browser, shop, { width: PHONE, path: `/products-sets/${catalogue.giftSets[0]}` });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Gift Set Cinta' }).waitFor();
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Gift Sets', 'Gift Set Cinta']);
    const details = main.getByRole('region', { name: 'Details' });
    await details.getByText('Created: 26 April 2026', { exact: true }).waitFor();
    await details.getByText('Number of products: 2', { exact: true }).waitFor();
    const included = details.locator('.detail__included > li');
    const texts = (await included.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).sort();
    expect(texts).toEqual([
      `${NAMES.bracelet} Bracelet · ROSE GOLD · Rp 180.000`,
      `${NAMES.necklace} Necklace · GOLD · Rp 250.000`,
    ]);
    expect(await details.getByRole('link', { name: NAMES.necklace }).getAttribute('href')).toBe(
      `/products/${catalogue.necklace}`,
    );
    await expectNoSeriousA11yViolations(page, 'gift set detail at 390 px');
    await page.close();
  });

  it("reads 'No recommendations' on a detail page and 'No recommendations available' in the charm bar when the lookup fails", async () => {
    const { shop, browser, catalogue } = world;
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: LAPTOP, height: 900 });
    await failCall(page, '/api/products/');
    await failCall(page, '/api/charms/');
    await page.goto(`${shop.url}/products-charm/${catalogue.charms[0]}`);
    await page.getByRole('heading', { level: 1, name: NAMES.charms[0] }).waitFor();
    const detailPicks = page.getByRole('region', { name: 'You might also like' });
    await detailPicks.getByText('No recommendations', { exact: true }).waitFor();
    await page.goto(`${shop.url}/charmbar`);
    const barPicks = page.getByRole('region', { name: 'You might also like' });
    await barPicks.getByText('No recommendations available', { exact: true }).waitFor();
    await page.close();
  });

  it('scrolls smoothly to the charm builder on Customize, and plays the pick’s sound at volume 0.5', async () => {
    const { shop, browser, catalogue } = world;
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: LAPTOP, height: 900 });
    await page.addInitScript(RECORD_SCROLLS);
    await page.addInitScript(RECORD_SOUNDS);
    await page.goto(`${shop.url}/products/${catalogue.necklace}`);
    await page.getByRole('heading', { level: 1, name: NAMES.necklace }).waitFor();
    await page.getByRole('button', { name: 'Customize', exact: true }).click();
    expect(await scrollIntoViewOf(page, 'customize')).toEqual({ id: 'customize', behavior: 'smooth' });
    await scrolledToUpperHalf(page.locator('#customize'));
    const builder = page.getByRole('region', { name: 'Customize' }).getByRole('region', { name: 'Charm builder' });

    await chooseCharmCount(builder, 2);
    expect(await soundVolumes(page)).toEqual([]);
    await pickCharm(builder.getByRole('region', { name: 'Choose your charms' }), NAMES.charms[0]);
    await page
      .locator('.builder-preview')
      .getByRole('button', { name: `Slot 1: ${NAMES.charms[0]}`, exact: true })
      .waitFor();
    const volumes = await soundVolumes(page);
    // each of the chime's notes swells to 0.5 and fades
    expect(volumes.length).toBeGreaterThan(0);
    expect(Math.max(...volumes)).toBe(0.5);
    await page.close();
  });

  it("asks for a note before 'Add to Cart (Chain Only)' and a charm's add, and says the seed's toasts", async () => {
    const { shop, browser, catalogue } = world;
    const page = await storefrontPage(browser, shop, {
      width: LAPTOP,
      path: `/products/${catalogue.necklace}`,
      loggedInAs: SHOPPER,
    });
    await page.getByRole('heading', { level: 1, name: NAMES.necklace }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart (Chain Only)' }).click();
    await answerNoteDialog(page, 'Untuk Ibu');
    await toast(page, 'Item added to cart with message!').waitFor();

    const adds: Array<[string, string, string, string]> = [
      [`/products-charm/${catalogue.charms[1]}`, NAMES.charms[1], 'Charm added to cart with message!', 'Charm'],
      [
        `/products-sets/${catalogue.giftSets[1]}`,
        'Gift Set Sahabat',
        'Gift set added to cart with message!',
        'Gift set',
      ],
      [`/products-jewelsets/${ids.jewelSet}`, JEWEL_SET, 'Jewel set added to cart with message!', 'Jewel set'],
    ];
    for (const [path, name, withMessage, kind] of adds) {
      await page.goto(`${shop.url}${path}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await answerNoteDialog(page, 'Selamat');
      await toast(page, withMessage).waitFor();
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await answerNoteDialog(page);
      await toast(page, `${kind} added to cart!`).waitFor();
    }
    await page.close();
  });

  it("says 'Failed to add to cart' when the add fails on a detail page and in the builder", async () => {
    const { shop, browser, catalogue } = world;
    const page = await storefrontPage(browser, shop, {
      width: LAPTOP,
      path: `/products/${catalogue.bracelet}`,
      loggedInAs: SHOPPER,
    });
    await failCall(page, '/api/cart/add/');
    await page.getByRole('heading', { level: 1, name: NAMES.bracelet }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart (Chain Only)' }).click();
    await answerNoteDialog(page);
    const failed = page.locator('.toast').filter({ hasText: /^Failed to add to cart/ });
    await failed.first().waitFor();
    // the builder's own add, once the first toast has gone (toasts last 3 s)
    await failed.first().waitFor({ state: 'detached', timeout: 6_000 });
    const builder = page.getByRole('region', { name: 'Customize' }).getByRole('region', { name: 'Charm builder' });
    await chooseCharmCount(builder, 1);
    await pickCharm(builder.getByRole('region', { name: 'Choose your charms' }), NAMES.charms[3]);
    await builder.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await answerNoteDialog(page);
    await failed.first().waitFor();
    expect(await page.getByText(/Customized product added/).count()).toBe(0);
    await page.close();
  });
});
