import type { Page } from 'playwright-core';

import { MerchandisingMessages } from '@kilau/domain';

import { storefrontPage } from '../storefront/storefront-harness.js';
import { consolePage, consoleScreenshot, STAFF_EMAIL, useConsoleWorld } from './console-harness.js';

/** A 1x1 PNG: the smallest picture the upload endpoint takes by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A week from now as a datetime-local input takes it, in the browser's (this machine's) time zone. */
function inAWeekLocal(): string {
  const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The price the storefront's product page shows. */
async function shownPrice(page: Page, product: number): Promise<string> {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/products/${product}`);
  return (await page.locator('.detail__price .price__now').first().textContent()) ?? '';
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The console's merchandising pages (issue 7): a staff member prices a product with a campaign and
 * sees the storefront follow, edits a product's stock and label, adds a gallery picture, sets a
 * page banner, and is told why a save was refused.
 */
describe('merchandising in the console', () => {
  const world = useConsoleWorld();

  it("creates a discount campaign and the storefront's price for the product changes", async () => {
    const { shop, browser, catalogue } = world;
    const storefront = await storefrontPage(browser, shop, { path: '/', loggedInAs: STAFF_EMAIL });
    expect(await shownPrice(storefront, catalogue.necklace)).toBe('Rp 250.000');

    const page = await consolePage(world, '/adminDashboard/discount/create');
    await page.getByLabel('Name', { exact: true }).fill('Promo Kalung Akhir Pekan');
    await page.getByLabel('Ends', { exact: true }).fill(inAWeekLocal());
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Product' }).fill('Kalung Bulan');
    await page.getByRole('option', { name: 'Kalung Bulan Emas' }).click();
    await page.getByLabel('Value', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/adminDashboard/discount');
    await page.getByText('Kalung Bulan Emas: 30% off').waitFor();
    // the save is announced in the shop's words, not react-admin's 'Element created'
    await page.getByText('Saved', { exact: true }).waitFor();
    await consoleScreenshot(page, 'merchandising-campaigns');

    expect(await shownPrice(storefront, catalogue.necklace)).toBe('Rp 175.000');
    await storefront.close();
    await page.close();
  });

  it('refuses a campaign whose new price is not below the product price, showing why', async () => {
    const page = await consolePage(world, '/adminDashboard/discount/create');
    await page.getByLabel('Name', { exact: true }).fill('Promo Salah Harga');
    await page.getByLabel('Ends', { exact: true }).fill(inAWeekLocal());
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Product' }).fill('Gelang Pas');
    await page.getByRole('option', { name: 'Gelang Pasangan' }).click();
    await page.getByLabel('Value', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Save' }).click();
    // the console checks the percent by the shop's own rule before anything is sent
    await page.getByText(MerchandisingMessages.campaignPercent).first().waitFor();

    await pick(page, 'Type', 'New price (Rp)');
    await page.getByLabel('Value', { exact: true }).fill('180000');
    await page.getByRole('button', { name: 'Save' }).click();
    // only the service knows the product's price: its refusal is shown, and nothing is saved
    const refusal = MerchandisingMessages.campaignAmountBelowPrice('Rp 180.000');
    await page.getByRole('alert').getByText(refusal).waitFor();
    await consoleScreenshot(page, 'merchandising-campaign-refused');
    expect(new URL(page.url()).pathname).toBe('/adminDashboard/discount/create');
    const { rows } = await world.shop.sql.query(`SELECT count(*)::int AS n FROM discount_campaigns WHERE name = $1`, [
      'Promo Salah Harga',
    ]);
    expect(rows[0].n).toBe(0);
    await page.close();
  });

  it("edits a product's stock and label and adds a picture", async () => {
    const { shop, catalogue } = world;
    const page = await consolePage(world, '/adminDashboard/products');
    await page.getByRole('row').filter({ hasText: 'Kalung Sisa Sedikit' }).click();
    await page.waitForURL((url) => url.pathname === `/adminDashboard/products/${catalogue.lowStock}`);
    await page.getByLabel('Stock', { exact: true }).fill('7');
    await pick(page, 'Label', 'Silver');
    await page.locator('input[type=file]').setInputFiles({ name: 'kalung.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/adminDashboard/products');
    const row = page.getByRole('row').filter({ hasText: 'Kalung Sisa Sedikit' });
    await row.getByText('Silver').waitFor();
    await consoleScreenshot(page, 'merchandising-products');
    // the picture it had stays first; the one picked joins it, uploaded on save
    expect((await shop.call('GET', `/api/products/${catalogue.lowStock}/`)).body).toMatchObject({
      stock: 7,
      label: 'silver',
      images: [
        { image_url: '/media/test/product.svg', alt_text: 'test' },
        { image_url: expect.stringMatching(/^\/media\/uploads\//), alt_text: 'Kalung Sisa Sedikit' },
      ],
    });
    await page.close();
  });

  it('adds a footer gallery picture and sets a page banner (by its address) the storefront shows', async () => {
    const { shop, browser } = world;
    const page = await consolePage(world, '/adminDashboard/photoGallery/create');
    await page.locator('input[type=file]').setInputFiles({ name: 'pantai.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Alt text', { exact: true }).fill('Charm emas di pantai');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/adminDashboard/photoGallery');
    await page.getByText('Charm emas di pantai').waitFor();
    await consoleScreenshot(page, 'merchandising-gallery');
    // the picked file was uploaded on save and the picture saved by its address, which serves it
    const gallery = (await shop.call('GET', '/api/photo-gallery/')).body;
    expect(gallery).toEqual([
      expect.objectContaining({
        image: expect.stringMatching(/^\/media\/uploads\//),
        alt_text: 'Charm emas di pantai',
      }),
    ]);
    expect((await fetch(`${shop.url}${gallery[0].image}`)).status).toBe(200);

    await page.goto(`${shop.url}/adminDashboard/pageBanner/create`);
    await pick(page, 'Page', 'Charms');
    await page.getByLabel('Or an image address').fill('/media/test/gift.svg');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/adminDashboard/pageBanner');
    await consoleScreenshot(page, 'merchandising-banners');

    const storefront = await storefrontPage(browser, shop, { path: '/charms', loggedInAs: STAFF_EMAIL });
    await storefront.locator('.page-hero img[src="/media/test/gift.svg"]').waitFor();
    await storefront.close();

    // a second banner for the same page is the service's refusal, shown as it words it
    await page.goto(`${shop.url}/adminDashboard/pageBanner/create`);
    await pick(page, 'Page', 'Charms');
    await page.getByLabel('Or an image address').fill('/media/test/product.svg');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(MerchandisingMessages.bannerPageTaken('charms')).waitFor();
    expect((await shop.call('GET', '/api/page-banners/?page=charms')).body).toEqual([
      expect.objectContaining({ image_url: '/media/test/gift.svg' }),
    ]);
    await page.close();
  });
});
