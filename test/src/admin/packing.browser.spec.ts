import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';

import { areaOf } from '../shipping/shipping-helpers.js';
import { logInStaff } from '../shop-app.js';
import {
  CONSOLE_ARTIFACTS,
  consoleScreenshot,
  cspViolations,
  laptopConsolePage,
  STAFF_EMAIL,
  useConsoleWorld,
} from './console-harness.js';
import { customPieceOrder, paidOrder, shownReceiver } from './console-orders.js';
import { pdfFirstPageToPng, pdfToText } from './pdf-tools.js';

/**
 * What staff pack, in Chromium on a 1280 px laptop under a strict CSP: a custom piece (a chain
 * with three charms, one charm in two slots, and a gift note) opened in Order Management's row and
 * on its order page, its packing slip (the PDF read back and its first page rendered), and the
 * orders of a tab, search or days exported as CSV (every page of them).
 */
describe('packing in the console', () => {
  const orders = { custom: 0, customer: '', plain: [] as number[] };
  let area: Awaited<ReturnType<typeof areaOf>>;
  const world = useConsoleWorld(async ({ shop }) => {
    await logInStaff(shop, STAFF_EMAIL);
    area = await areaOf(shop, 'KOTA BANDUNG');
    const custom = await customPieceOrder(shop, area, { chain: 'Kalung Rantai Titanium', paid: true });
    orders.custom = custom.orderId;
    orders.customer = custom.customer.email;
    for (let i = 0; i < 5; i++) orders.plain.push((await paidOrder(shop, area)).orderId);
  });
  let page: Page;

  const rowOf = (orderId: number) => page.locator(`tr[data-order-id="${orderId}"]`);
  const receiverLines = () => shownReceiver(area);

  beforeAll(async () => {
    page = await laptopConsolePage(world, '/adminDashboard/dashboard');
    page.setDefaultTimeout(15_000);
  });
  afterAll(() => page?.close());

  /**
   * Clicks `button` and answers the packing slip the console fetched for it (its bytes as they
   * crossed the network), once the new tab showing it opened.
   */
  async function slipFrom(button: ReturnType<Page['locator']>): Promise<Buffer> {
    let served: (pdf: Buffer) => void = () => undefined;
    const pdf = new Promise<Buffer>((resolve) => (served = resolve));
    await page.route('**/packing-slip', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({ response, body });
      served(body);
    });
    const [popup, bytes] = await Promise.all([page.waitForEvent('popup'), pdf, button.click()]);
    await popup.close();
    await page.unroute('**/packing-slip');
    return bytes;
  }

  /** The packing facts shown in `where`: the charms in slot order, the note, the address and a phone to dial. */
  async function expectPackingFacts(where: ReturnType<Page['locator']>) {
    await where.getByText('2 × Kalung Rantai Titanium').waitFor();
    expect(
      await where
        .getByRole('list', { name: 'Charms of Kalung Rantai Titanium' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['Slot 1: Huruf K', 'Slot 2: Bintang', 'Slot 3: Huruf K']);
    await where.getByText('Gift note: “Selamat ulang tahun, Ibu!”').waitFor();
    const address = where.locator('address[aria-label="Shipping address"]');
    const text = await address.innerText();
    for (const line of receiverLines()) expect(text).toContain(line);
    expect(await address.getByRole('link', { name: '+62 812-9876-5432' }).getAttribute('href')).toBe(
      'tel:+6281298765432',
    );
  }

  it("opens a custom piece's packing details in its row, without leaving the table", async () => {
    await rowOf(orders.custom).waitFor();
    await page.getByRole('button', { name: `Packing details of order #${orders.custom}` }).click();
    await expectPackingFacts(page.locator(`tr[data-details-of="${orders.custom}"]`));
    expect(page.url()).toMatch(/\/adminDashboard\/dashboard$/);
    await consoleScreenshot(page, 'packing-order-management-expanded');
    // its gift note under 'View Messages', in 'Customer Messages' (the button sits in the row, or in
    // the opened details when the table is too narrow for its column)
    const rowAndDetails = page.locator(`tr[data-order-id="${orders.custom}"], tr[data-details-of="${orders.custom}"]`);
    await rowAndDetails.getByRole('button', { name: 'View Messages' }).filter({ visible: true }).first().click();
    const messages = page.getByRole('dialog', { name: 'Customer Messages' });
    await messages.getByText('Selamat ulang tahun, Ibu!', { exact: false }).waitFor();
    await messages.getByRole('button', { name: 'OK' }).click();
    await messages.waitFor({ state: 'hidden' });
  });

  it('prints the packing slip from the row: its PDF names the order, the charms by slot, the note and the address', async () => {
    const pdf = await slipFrom(rowOf(orders.custom).getByRole('button', { name: `Packing slip #${orders.custom}` }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfToText(pdf);
    const lines = [
      `Order #${orders.custom}`,
      ...receiverLines(),
      '2 × Kalung Rantai Titanium (chain)',
      'Slot 1: Huruf K',
      'Slot 2: Bintang',
      'Slot 3: Huruf K',
      'Gift note: "Selamat ulang tahun, Ibu!"',
    ];
    for (const line of lines) expect(text).toContain(line);
    expect(text.indexOf('Slot 3: Huruf K')).toBeGreaterThan(text.indexOf('Slot 2: Bintang'));
    await pdfFirstPageToPng(pdf, join(CONSOLE_ARTIFACTS, 'packing-slip.png'));
  });

  it('shows the same on the order page, with its own Packing slip button', async () => {
    await rowOf(orders.custom)
      .getByRole('link', { name: `#${orders.custom}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/adminDashboard/orders/${orders.custom}/show`);
    const main = page.locator('#main-content');
    await main.getByRole('heading', { name: `Order #${orders.custom}`, exact: true }).waitFor();
    await expectPackingFacts(main);
    await main.getByText(/^Rp [\d.]+ each · Rp [\d.]+$/).waitFor();
    await consoleScreenshot(page, 'packing-order-page');
    const pdf = await slipFrom(main.getByRole('button', { name: `Packing slip #${orders.custom}` }));
    expect(await pdfToText(pdf)).toContain(`Order #${orders.custom}`);
    await page.goBack();
  });

  /** Clicks Export CSV and answers the downloaded file's rows (a header row, then one per order). */
  async function exportCsv(): Promise<Array<Record<string, string>>> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-[a-z_]+-\d{4}-\d\d-\d\d\.csv$/);
    return parse(await readFile((await download.path())!, 'utf8'), { bom: true, columns: true });
  }
  const shownOrders = async () =>
    (
      await page
        .locator('tr[data-order-id]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id')))
    ).map((id) => `#${id}`);

  it("exports every page of the tab, and the search's and days' rows only", async () => {
    await page.getByText('Every page of this tab, dates and search, up to 5,000 orders').waitFor();
    // five a page: the tab's six orders take two pages, the file holds all six
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.locator('tr[data-order-id]').nth(5).waitFor({ state: 'detached' });
    const firstPage = await shownOrders();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.locator('tr[data-order-id]').nth(1).waitFor({ state: 'detached' });
    const tab = [...firstPage, ...(await shownOrders())];
    expect(tab).toHaveLength(6);
    const rows = await exportCsv();
    expect(rows.map((row) => row['Order number'])).toEqual(tab);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['Placed at', 'Status', 'Customer', 'E-mail', 'Phone', 'Address', 'Items', 'Total']),
    );

    await page.getByLabel('Search orders').fill(orders.customer);
    await page.getByRole('button', { name: `Search: ${orders.customer}` }).waitFor();
    await page.locator('tr[data-order-id]').nth(1).waitFor({ state: 'detached' });
    const [found] = await exportCsv();
    expect(await shownOrders()).toEqual([`#${orders.custom}`]);
    expect(found).toMatchObject({
      'Order number': `#${orders.custom}`,
      Phone: '0812-9876-5432',
      Items: '2 × Kalung Rantai Titanium (1: Huruf K, 2: Bintang, 3: Huruf K)',
      'Gift notes': 'Kalung Rantai Titanium: Selamat ulang tahun, Ibu!',
      'Placed at': expect.stringMatching(/\+07:00$/),
      Total: expect.stringMatching(/^\d+$/),
    });

    await page.getByRole('button', { name: 'Reset All' }).click();
    await page.getByLabel('End date').fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply Date Filter' }).click();
    await page.getByRole('table', { name: 'Orders' }).getByText('No orders').waitFor();
    expect(await exportCsv()).toEqual([]);
    await consoleScreenshot(page, 'packing-export-empty-days');
  });

  it('ran every step under the Content-Security-Policy without a violation', async () => {
    expect(await cspViolations(page)).toEqual([]);
  });
});
