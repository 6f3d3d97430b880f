import type { Page } from 'playwright-core';

import { AdminMessages, ShopSettingsMessages } from '@kilau/domain';

import { addCharm, addProduct } from '../fixtures/catalogue.js';
import { areaOf, jnt, orderWhen } from '../shipping/shipping-helpers.js';
import { logInStaff } from '../shop-app.js';
import { consoleScreenshot, laptopConsolePage, STAFF_EMAIL, useConsoleWorld } from './console-harness.js';
import { paidOrder } from './console-orders.js';
import { pdfToText } from './pdf-tools.js';

/**
 * The console's Shop settings, item weights and J&T area list, in Chromium on a 1280 px laptop:
 * the demo banner until staff save their own sender, which the next waybill order J&T receives
 * and its label carry; a label asked for without settings says why; a product's weight edited
 * and checked; J&T's area list uploaded, a bad file refused line by line, a good one imported.
 */
describe('shop settings in the console', () => {
  let area: Awaited<ReturnType<typeof areaOf>>;
  let product = 0;
  let charm = 0;
  const world = useConsoleWorld(async ({ shop }) => {
    await logInStaff(shop, STAFF_EMAIL);
    area = await areaOf(shop, 'KOTA BANDUNG');
    product = await addProduct(shop.sql, { name: 'Kalung Timbang', price: 120_000, stock: 50, category: 'necklace' });
    charm = await addCharm(shop.sql, { name: 'Huruf Timbang', price: 20_000, stock: 50 });
  });
  let page: Page;

  const banner = () => page.getByTestId('shop-settings-banner');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  /** The order's label as the shop serves it to staff (the console's blob link is the same PDF). */
  const labelOf = async (orderId: number) => {
    const { access } = await logInStaff(world.shop, STAFF_EMAIL);
    const answer = await fetch(`${world.shop.url}/api/orders/${orderId}/label`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  };

  beforeAll(async () => {
    page = await laptopConsolePage(world, '/adminDashboard/shop-settings');
    page.setDefaultTimeout(15_000);
  });
  afterAll(() => page?.close());

  it('warns while the sender is the demo’s, checks the form, saves, and the banner goes', async () => {
    await banner().getByText(ShopSettingsMessages.demoBanner).waitFor();
    expect(await field('Shop name').inputValue()).toBe('Kilau');
    await consoleScreenshot(page, 'shop-settings-demo');

    await field('Shop name').fill('Kilau Kemang');
    await field('Phone').fill('021 555 1234');
    await field('Address').fill('Jl. Kemang Raya No. 8');
    await field('City').fill('Kota Jakarta Selatan');
    await field('District (Kecamatan)').fill('Mampang Prapatan');
    await field('Postal code').fill('12730');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(ShopSettingsMessages.phone).waitFor();
    expect((await world.shop.sql.query(`SELECT shop_name FROM shop_settings`)).rows).toEqual([{ shop_name: 'Kilau' }]);

    await field('Phone').fill('0812 3456 7890');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(ShopSettingsMessages.saved).waitFor();
    await banner().waitFor({ state: 'detached' });
    await page.reload();
    expect(await field('Phone').inputValue()).toBe('+6281234567890');
    expect(await banner().count()).toBe(0);
    await consoleScreenshot(page, 'shop-settings');
  });

  it('sends the saved sender with the next waybill order and prints it on the label', async () => {
    const { orderId, customer } = await paidOrder(world.shop, area);
    const { waybill } = await orderWhen(world.shop, customer.access, orderId, (o) => Boolean(o.waybill), 'waybill');
    expect((await jnt(world.shop).order(waybill)).request).toMatchObject({
      shipper_name: 'Kilau Kemang',
      shipper_phone: '+6281234567890',
      shipper_addr: 'Jl. Kemang Raya No. 8',
      origin_code: 'JKT',
    });

    await page.goto(`${world.shop.url}/adminDashboard/dashboard`);
    await page.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
    await page.getByRole('button', { name: AdminMessages.createLabelsAction }).click();
    await dialog('Labels Ready').getByRole('link', { name: 'Open Shipping Label 1' }).waitFor();
    const text = await pdfToText(await labelOf(orderId));
    expect(text).toContain('Kilau Kemang');
    expect(text).toContain('Jl. Kemang Raya No. 8');
    expect(text).toContain('MAMPANG PRAPATAN, KOTA JAKARTA SELATAN');
  });

  it('refuses a label while no settings are saved, saying so in the console', async () => {
    const { orderId } = await paidOrder(world.shop, area);
    const saved = (await world.shop.sql.query(`SELECT * FROM shop_settings`)).rows[0];
    await world.shop.sql.query(`DELETE FROM shop_settings`);
    try {
      await page.goto(`${world.shop.url}/adminDashboard/dashboard`);
      await banner().getByText(ShopSettingsMessages.missingBanner).waitFor();
      await page.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
      await page.getByRole('button', { name: AdminMessages.createLabelsAction }).click();
      await dialog(AdminMessages.shopSettingsNeededTitle).getByText(ShopSettingsMessages.missing).waitFor();
      await consoleScreenshot(page, 'shop-settings-missing-label');
      await dialog(AdminMessages.shopSettingsNeededTitle).getByRole('button', { name: 'OK' }).click();
    } finally {
      const columns = Object.keys(saved);
      await world.shop.sql.query(
        `INSERT INTO shop_settings (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((column) => saved[column]),
      );
    }
  });

  it("edits a product's weight in grams, refusing none", async () => {
    await page.goto(`${world.shop.url}/adminDashboard/products/${product}`);
    const weight = field('Weight (g)');
    expect(await weight.inputValue()).toBe('1000');
    await weight.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Weight (g) must be at least 1').first().waitFor();
    await weight.fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/products'));
    const { rows } = await world.shop.sql.query(`SELECT weight_grams FROM products WHERE id = $1`, [product]);
    expect(rows).toEqual([{ weight_grams: 25 }]);
  });

  it("edits a charm's weight, the form's own rule refusing more than 30 kg", async () => {
    await page.goto(`${world.shop.url}/adminDashboard/charms/${charm}`);
    const weight = field('Weight (g)');
    expect(await weight.inputValue()).toBe('5');
    await weight.fill('30001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Weight (g) must be at most 30000').first().waitFor();
    await weight.fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/charms'));
    const { rows } = await world.shop.sql.query(`SELECT weight_grams FROM charms WHERE id = $1`, [charm]);
    expect(rows).toEqual([{ weight_grams: 3 }]);
  });

  it("imports J&T's area list: a bad file refused line by line, a good one whole", async () => {
    await page.goto(`${world.shop.url}/adminDashboard/jnt-areas`);
    const status = page.getByTestId('jnt-area-status');
    await status.getByText(/still offers derived area codes/).waitFor();
    const header = 'kabupaten_kota;kecamatan_jnt;kode_kota_jnt;kode_jnt_receiver_area;kecamatan';
    const upload = (name: string, lines: string[]) =>
      page.getByTestId('jnt-area-file').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...lines].join('\n')),
      });

    await upload('bad.csv', ['KOTA BANDUNG;COBLONG;BDO;BDO10001;Coblong', 'KOTA BANDUNG;ANDIR;BANDUNG;BDO10002;Andir']);
    const outcome = page.getByTestId('jnt-area-outcome');
    await outcome.getByText(/bad\.csv: The file has 1 problem; nothing was imported/).waitFor();
    const problems = page.getByRole('table', { name: 'Problems by line' });
    expect(await problems.getByRole('row').allInnerTexts()).toEqual([
      'Line\tWhat is wrong',
      "3\tkode_kota_jnt 'BANDUNG' is not 3 letters or digits",
    ]);
    await consoleScreenshot(page, 'jnt-areas-refused');
    expect((await world.shop.sql.query(`SELECT count(*)::int AS n FROM jnt_areas WHERE source = 'jnt'`)).rows).toEqual([
      { n: 0 },
    ]);

    await upload('good.csv', ['KOTA BANDUNG;COBLONG;BDO;BDO10001;Coblong', 'KOTA BANDUNG;ANDIR;BDO;BDO10002;Andir']);
    await outcome.getByText(/good\.csv: 2 new area codes, 0 updated/).waitFor();
    await status.getByText(/J&T's own codes so far: 2 in 1 cities/).waitFor();
    await consoleScreenshot(page, 'jnt-areas-imported');
  });
});
