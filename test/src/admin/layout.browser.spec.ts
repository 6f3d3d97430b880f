import type { Page } from 'playwright-core';

import { areaOf } from '../shipping/shipping-helpers.js';
import { logInStaff } from '../shop-app.js';
import {
  consoleScreenshot,
  cspViolations,
  laptopConsolePage,
  sidewaysOverflow,
  STAFF_EMAIL,
  useConsoleWorld,
} from './console-harness.js';
import { customPieceOrder, paidOrder } from './console-orders.js';

/**
 * The console on a 1280 × 800 laptop in Chromium, served under helmet's default
 * Content-Security-Policy: no page scrolls sideways, the header greets the staff member by name,
 * orders go by the shop's numbers, dates read dd/mm/yyyy, long product names are cut with the
 * whole name on hover, and an empty tab says so under the table's header row.
 */
describe('the console on a laptop', () => {
  const orders = { custom: 0, paid: 0 };
  const world = useConsoleWorld(async ({ shop }) => {
    await logInStaff(shop, STAFF_EMAIL);
    const area = await areaOf(shop, 'KOTA BANDUNG');
    orders.custom = (
      await customPieceOrder(shop, area, {
        chain: 'Kalung Rantai Titanium Emas Panjang Sekali Untuk Ibu Tercinta',
        note: 'Untuk Ibu tercinta: terima kasih untuk semuanya, peluk dari Jogja',
        paid: true,
      })
    ).orderId;
    orders.paid = (await paidOrder(shop, area)).orderId;
    await shop.sql.query(`INSERT INTO photo_gallery (image, alt_text) VALUES ('/media/test/product.svg', 'Galeri')`);
    await shop.sql.query(`INSERT INTO page_banners (page, image_url) VALUES ('home', '/media/test/product.svg')`);
  });
  let page: Page;

  beforeAll(async () => {
    page = await laptopConsolePage(world, '/adminDashboard/dashboard');
    page.setDefaultTimeout(15_000);
  });
  afterAll(() => page?.close());

  const rowOf = (orderId: number) => page.locator(`tr[data-order-id="${orderId}"]`);

  it('greets the staff member by name', async () => {
    await page.getByRole('banner').getByText('Hello, Admin', { exact: true }).waitFor();
  });

  it('shows order numbers, dd/mm/yyyy dates and long product names cut with the whole name on hover', async () => {
    const row = rowOf(orders.custom);
    await row.getByRole('link', { name: `#${orders.custom}`, exact: true }).waitFor();
    expect(await row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB$/).count()).toBe(1);
    const products = row.locator('td[data-column="products"] button');
    expect(await products.getAttribute('title')).toBe('Kalung Rantai Titanium Emas Panjang Sekali Untuk Ibu Tercinta');
    const name = products.locator('span').first();
    const cut = await name.evaluate((el) => {
      // the page's own globals are not in this project's types
      const view = globalThis as unknown as { getComputedStyle(e: unknown): { textOverflow: string } };
      const box = el as unknown as { scrollWidth: number; clientWidth: number };
      return { ellipsis: view.getComputedStyle(el).textOverflow, clipped: box.scrollWidth > box.clientWidth };
    });
    expect(cut).toEqual({ ellipsis: 'ellipsis', clipped: true });
    expect(await page.getByText(/0{6,}\d+/).count()).toBe(0);
  });

  it('fits Order Management, with a row opened, without scrolling sideways', async () => {
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: `Packing details of order #${orders.custom}` }).click();
    await page.locator(`tr[data-details-of="${orders.custom}"]`).getByText('Slot 1: Huruf K').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await consoleScreenshot(page, 'layout-1280-order-management');
  });

  it("shows an empty tab's notice in the table body, under the header row", async () => {
    await page.getByRole('tab', { name: /^Done/ }).click();
    const notice = page.getByRole('table', { name: 'Orders' }).locator('tbody').getByText('No orders');
    await notice.waitFor();
    const [header, body] = await Promise.all([page.locator('thead').boundingBox(), notice.boundingBox()]);
    expect(body!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(await sidewaysOverflow(page)).toBe(0);
    await consoleScreenshot(page, 'layout-1280-empty-tab');
  });

  it.each([
    ['the order page', () => `/adminDashboard/orders/${orders.custom}/show`, 'Timeline'],
    ['charms', () => '/adminDashboard/charms', 'Huruf K'],
    ['gift sets', () => '/adminDashboard/giftsets', null],
    ['products', () => '/adminDashboard/products', 'Kalung Bulan Emas'],
    ['campaigns', () => '/adminDashboard/discount', null],
    ['gallery', () => '/adminDashboard/photoGallery', null],
    ['banners', () => '/adminDashboard/pageBanner', null],
    ['payments after cancellation', () => '/adminDashboard/latePayments', null],
  ])('fits %s on the screen without scrolling sideways', async (name, path, shown) => {
    await page.goto(`${world.shop.url}${path()}`);
    const main = page.locator('#main-content');
    if (shown === 'Timeline') await main.getByRole('list', { name: 'Timeline' }).waitFor();
    else if (shown) await main.getByText(shown).first().waitFor();
    else await main.locator('table, .RaList-noResults, .RaEmpty-message').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await consoleScreenshot(page, `layout-1280-${name.replace(/ /g, '-')}`);
  });

  it('runs under the Content-Security-Policy without a violation', async () => {
    expect(await cspViolations(page)).toEqual([]);
  });
});
