import { crc32, deflateSync } from 'node:zlib';

import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

import { addCharm, addProduct } from '../fixtures/catalogue.js';
import { consolePage, consoleScreenshot, useConsoleWorld } from './console-harness.js';

/** A small solid-colour PNG, made here so the test needs no binary fixture. */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GOLD_PNG = png(64, [201, 162, 39]);

const row = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });
/** Waits until the table's first row is this item (newest first, or the page just opened). */
const firstRowIs = (page: Page, name: string) =>
  page
    .locator('tbody tr')
    .first()
    .locator('td')
    .first()
    .filter({ hasText: new RegExp(`^${name}$`) })
    .waitFor();
const currentPage = (pager: Locator, number: number) =>
  pager.locator(`[aria-current=page][aria-label="Page ${number}"]`).waitFor();

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  // react-admin names its empty option 'Clear value' for screen readers; it shows 'No Label'
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function pickImage(page: Page, name: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: GOLD_PNG });
  await page
    .getByRole('img', { name })
    .or(page.locator(`img[title="${name}"]`))
    .first()
    .waitFor();
}

/** The table's column titles (the Edit and Delete columns have none). */
const columns = async (page: Page) =>
  (await page.locator('thead th').allTextContents()).map((text) => text.trim()).filter(Boolean);

const pageButtons = async (pager: Locator) =>
  (await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).map(Number);

/**
 * The seed's admin charms and gift sets pages (order-side seed §2): a staff member adds, edits and
 * deletes items with pictures, sees the form rules' and the service's refusals, and pages through
 * a long table with the window of 5 pages.
 */
describe('console charms and gift sets', () => {
  const world = useConsoleWorld();
  const storefrontCharms = async () =>
    ((await world.shop.call('GET', '/api/charms/')).body as Array<{ name: string }>).map((charm) => charm.name);
  const charmCount = async () => Number((await world.shop.sql.query('SELECT count(*) FROM charms')).rows[0].count);

  it('adds a charm with a picture, edits it, refuses a bad price and deletes it after the confirmation', async () => {
    // a retry starts without the charm an interrupted first try may have left
    await world.shop.sql.query(`DELETE FROM charms WHERE name = 'Charm Bintang Laut'`);
    const page = await consolePage(world, '/adminDashboard/charms');
    const total = await charmCount();
    await page.getByText(`Showing ${total} of ${total} charms`).waitFor();
    expect(await columns(page)).toEqual(['Name', 'Category', 'Label', 'Price', 'Stock', 'Rating', 'Discount', 'Image']);
    await consoleScreenshot(page, 'charms-table');

    await page.getByRole('link', { name: '+ Add Charm' }).click();
    await fill(page, { Name: 'Charm Bintang Laut', Price: '55000', Stock: '7', Rating: '4.5', Discount: '10' });
    await choose(page, 'Category', 'Special');
    await choose(page, 'Label', 'Gold');
    await pickImage(page, 'bintang-laut.png');
    await consoleScreenshot(page, 'charm-form');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByText(`Showing ${total + 1} of ${total + 1} charms`).waitFor();
    await firstRowIs(page, 'Charm Bintang Laut');
    const created = row(page, 'Charm Bintang Laut');
    await created.getByText('Rp 55.000').waitFor();
    const image = created.getByRole('img', { name: 'Charm Bintang Laut' });
    expect(await image.getAttribute('src')).toMatch(/^\/media\/uploads\/[\w-]+\.png$/);
    const served = await fetch(`${world.shop.url}${await image.getAttribute('src')}`);
    // re-encoded by the shop: the same 64 x 64 gold square, none of the sender's bytes
    const kept = sharp(Buffer.from(await served.arrayBuffer()));
    expect(await kept.metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    const { channels } = await kept.stats();
    expect(channels.slice(0, 3).map((channel) => Math.round(channel.mean))).toEqual([201, 162, 39]);
    expect(await storefrontCharms()).toContain('Charm Bintang Laut');

    await created.getByRole('link', { name: 'Edit' }).click();
    await fill(page, { Price: '60000.5' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Price must be whole rupiah (no cents)').waitFor();
    await consoleScreenshot(page, 'charm-form-refused');
    const stored = await world.shop.sql.query(`SELECT price, label FROM charms WHERE name = 'Charm Bintang Laut'`);
    expect(stored.rows).toEqual([{ price: 55_000, label: 'gold' }]);

    await fill(page, { Price: '60000' });
    await choose(page, 'Label', 'No Label');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Showing ${total + 1} of ${total + 1} charms`).waitFor();
    const edited = row(page, 'Charm Bintang Laut');
    await edited.getByText('No Label').waitFor();
    await edited.getByText('Rp 60.000').waitFor();

    await edited.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this charm?').waitFor();
    await consoleScreenshot(page, 'charm-delete-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Showing ${total} of ${total} charms`).waitFor();
    expect(await row(page, 'Charm Bintang Laut').count()).toBe(0);
    expect(await storefrontCharms()).not.toContain('Charm Bintang Laut');
    await page.close();
    // a whole staff session of four saves and a deletion: 13 s on a quiet machine
  }, 90_000);

  it("adds a gift set with two products, removes its picture, and shows the service's refusal", async () => {
    const { shop } = world;
    await addProduct(shop.sql, { name: 'Kalung Paket Ibu', price: 210_000 });
    await addProduct(shop.sql, { name: 'Gelang Paket Ibu', price: 160_000 });
    const doomed = await addProduct(shop.sql, { name: 'Cincin Paket Hilang', price: 90_000 });
    const page = await consolePage(world, '/adminDashboard/giftsets');
    await page.getByText(/^Showing \d+ of \d+ gift sets$/).waitFor();
    expect(await columns(page)).toEqual([
      'Name',
      'Label',
      'Price',
      'Stock',
      'Discount',
      'Monthly Special?',
      'Image',
      'Products',
    ]);
    await consoleScreenshot(page, 'gift-sets-table');

    await page.getByRole('link', { name: '+ Add Gift Set' }).click();
    await fill(page, { Name: 'Paket Hari Ibu', Price: '350000', Stock: '4', Discount: '5' });
    await choose(page, 'Label', 'For Her');
    await page.getByLabel('Monthly Special').check();
    for (const product of ['Kalung Paket Ibu', 'Gelang Paket Ibu']) {
      await page.getByRole('combobox', { name: 'Products' }).fill(product);
      await page.getByRole('option', { name: product }).click();
    }
    await pickImage(page, 'paket-ibu.png');
    await consoleScreenshot(page, 'gift-set-form');
    await page.getByRole('button', { name: 'Save' }).click();

    const created = row(page, 'Paket Hari Ibu');
    await created.waitFor();
    await firstRowIs(page, 'Paket Hari Ibu');
    await created.getByText('Kalung Paket Ibu').waitFor();
    await created.getByText('Gelang Paket Ibu').waitFor();
    await created.getByText('For Her').waitFor();
    await created.getByText('Yes').waitFor();
    expect(await created.getByRole('img', { name: 'Paket Hari Ibu' }).getAttribute('src')).toMatch(
      /^\/media\/uploads\//,
    );

    await created.getByRole('link', { name: 'Edit' }).click();
    await page.locator('.RaFileInputPreview-removeButton').click();
    await page.getByRole('combobox', { name: 'Products' }).fill('Cincin Paket');
    await page.getByRole('option', { name: 'Cincin Paket Hilang' }).click();
    await shop.sql.query('DELETE FROM products WHERE id = $1', [doomed]);
    await page.getByRole('button', { name: 'Save' }).click();
    // the service's refusal, on the field it names and in the notification
    await page.getByText(`This product does not exist: #${doomed}`).first().waitFor();
    await consoleScreenshot(page, 'gift-set-form-refused');
    const unchanged = await shop.sql.query(`SELECT image FROM gift_sets WHERE name = 'Paket Hari Ibu'`);
    expect(unchanged.rows[0].image).toMatch(/^\/media\/uploads\//);

    await page.locator('.MuiChip-root', { hasText: 'Cincin Paket Hilang' }).locator('.MuiChip-deleteIcon').click();
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = row(page, 'Paket Hari Ibu');
    await saved.getByRole('img', { name: 'No image' }).waitFor();
    await saved.getByText('Kalung Paket Ibu').waitFor();
    await consoleScreenshot(page, 'gift-sets-table-edited');
    const stored = await shop.sql.query(`SELECT image FROM gift_sets WHERE name = 'Paket Hari Ibu'`);
    expect(stored.rows).toEqual([{ image: '' }]);

    // deleted only after the seed's question
    await saved.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this gift set?', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await row(page, 'Paket Hari Ibu').waitFor({ state: 'detached' });
    const left = await shop.sql.query(`SELECT count(*)::int AS n FROM gift_sets WHERE name = 'Paket Hari Ibu'`);
    expect(left.rows).toEqual([{ n: 0 }]);
    await page.close();
  });

  it('pages through a long table: 10 rows, a window of 5 pages, first and last', async () => {
    for (let i = 1; i <= 60; i++) await addCharm(world.shop.sql, { name: `Charm Halaman ${i}`, price: 20_000 });
    const total = await charmCount();
    const pages = Math.ceil(total / 10);
    const page = await consolePage(world, '/adminDashboard/charms');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByText(`Showing 10 of ${total} charms`).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    await firstRowIs(page, 'Charm Halaman 60');
    expect(await pageButtons(pager)).toEqual([1, 2, 3, 4, 5]);
    await consoleScreenshot(page, 'charms-pager-first');

    await pager.getByRole('button', { name: 'Last page' }).click();
    await pager.getByText(`Showing ${total - (pages - 1) * 10} of ${total} charms`).waitFor();
    expect(await pageButtons(pager)).toEqual([pages - 4, pages - 3, pages - 2, pages - 1, pages]);
    await currentPage(pager, pages);

    await pager.getByRole('button', { name: 'First page' }).click();
    await firstRowIs(page, 'Charm Halaman 60');
    await currentPage(pager, 1);
    await pager.getByRole('button', { name: 'Page 4' }).click();
    await currentPage(pager, 4);
    await firstRowIs(page, 'Charm Halaman 30');
    expect(await pageButtons(pager)).toEqual([2, 3, 4, 5, 6]);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await currentPage(pager, 5);
    await firstRowIs(page, 'Charm Halaman 20');
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await currentPage(pager, 4);
    await consoleScreenshot(page, 'charms-pager-middle');
    await page.close();
  });
});
