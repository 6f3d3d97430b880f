import type { Locator, Page } from 'playwright-core';

import { areaOf, jnt, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { consolePage, consoleScreenshot, useConsoleWorld } from './console-harness.js';
import { paidOrder, tableShows } from './console-orders.js';

/**
 * Order Management in Chromium against a real shop and the provider simulator: a staff member
 * filters by day and searches, switches tabs (their counts), labels three orders and opens a
 * label's PDF, prints receipts (one J&T fault, retried alone), cancels an order, and sees the
 * seed's dialogs when the courier fails on every try.
 */
describe('Order Management', () => {
  const orders = { paid: [] as number[], unpaid: 0, unpaidEmail: '', old: 0 };
  const world = useConsoleWorld(async ({ shop }) => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    for (let i = 0; i < 5; i++) orders.paid.push((await paidOrder(shop, area)).orderId);
    const unpaid = await quotedOrder(shop, area);
    orders.unpaid = unpaid.orderId;
    orders.unpaidEmail = unpaid.customer.email;
    // one order of an earlier month, for the date filter (the table's copy of the order's time)
    orders.old = orders.paid[4]!;
    await tableShows(shop, orders.unpaid, 'pending');
    await shop.sql.query(`UPDATE admin_orders SET created_at = '2026-01-15T10:00:00+07:00' WHERE order_id = $1`, [
      orders.old,
    ]);
  });
  let page: Page;

  const tab = (label: string, count: number) => page.getByRole('tab', { name: `${label} (${count})`, exact: true });
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  const rowOf = (orderId: number) => page.locator(`tr[data-order-id="${orderId}"]`);
  const select = (orderId: number) => page.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
  const ok = async (shown: Locator) => {
    await shown.getByRole('button', { name: 'OK' }).click();
    await shown.waitFor({ state: 'hidden' });
  };
  const wibToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  /** The chips show the day as Indonesians write it. */
  const shownDay = (day: string) => day.split('-').reverse().join('/');

  beforeAll(async () => {
    page = await consolePage(world, '/adminDashboard/dashboard');
    // a step that cannot happen fails with its locator named, before the test's own deadline
    page.setDefaultTimeout(15_000);
  });
  afterEach(() => jnt(world.shop).clearFaults());
  afterAll(() => page?.close());

  it('opens on Awaiting Shipment with the counts, the order numbers and the unpaid order without a checkbox', async () => {
    await tab('Awaiting Shipment', 6).waitFor();
    await tab('All', 6).waitFor();
    expect(await tab('Awaiting Shipment', 6).getAttribute('aria-selected')).toBe('true');
    await rowOf(orders.unpaid)
      .getByRole('link', { name: `#${orders.unpaid}`, exact: true })
      .waitFor();
    await rowOf(orders.unpaid).getByText('Not Paid').waitFor();
    expect(await rowOf(orders.unpaid).getByRole('checkbox').count()).toBe(0);
    expect(await rowOf(orders.paid[0]!).getByRole('checkbox').count()).toBe(1);
    await rowOf(orders.paid[0]!).getByText('Paid', { exact: true }).waitFor();
    await rowOf(orders.paid[0]!)
      .getByRole('button', { name: /^Kalung Uji/ })
      .click();
    await dialog('Order Products')
      .getByText(/^Kalung Uji \d+$/)
      .waitFor();
    await dialog('Order Products').getByRole('cell', { name: 'product', exact: true }).waitFor();
    await ok(dialog('Order Products'));
    await rowOf(orders.paid[0]!).getByText('No Messages').waitFor();
    await consoleScreenshot(page, 'order-management');
    // the order id leads to the order's history
    await rowOf(orders.unpaid)
      .getByRole('link', { name: `#${orders.unpaid}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/adminDashboard/orders/${orders.unpaid}/show`);
    await page.goBack();
    await tab('Awaiting Shipment', 6).waitFor();
  });

  it('filters by day (at least one date), searches, shows the filters as chips and resets all', async () => {
    await page.getByRole('button', { name: 'Apply Date Filter' }).click();
    await page.getByText('Please choose a start date or an end date').waitFor();
    await page.getByLabel('Start date').fill(wibToday());
    await page.getByRole('button', { name: 'Apply Date Filter' }).click();
    await page.getByRole('button', { name: `From: ${shownDay(wibToday())}` }).waitFor();
    await tab('Awaiting Shipment', 5).waitFor();
    await rowOf(orders.old).waitFor({ state: 'detached' });

    await page.getByLabel('Search orders').fill(orders.unpaidEmail.toUpperCase());
    await tab('All', 1).waitFor();
    await page.getByRole('button', { name: `Search: ${orders.unpaidEmail.toUpperCase()}` }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await consoleScreenshot(page, 'order-management-filtered');

    await page.getByRole('button', { name: 'Reset All' }).click();
    await tab('Awaiting Shipment', 6).waitFor();
    expect(await page.getByRole('button', { name: /^(From|Search):/ }).count()).toBe(0);
  });

  it('switches tabs, each showing its own orders', async () => {
    await tab('Collection', 0).click();
    await page.getByText('No orders').waitFor();
    expect(await page.getByRole('button', { name: 'Create Label & Move to Collection' }).count()).toBe(0);
    await tab('All', 6).click();
    await rowOf(orders.unpaid).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await tab('Awaiting Shipment', 6).click();
    await page.getByRole('button', { name: 'Print Receipts' }).waitFor({ state: 'detached' });
  });

  it('pages by the chosen size, and a page change clears the selection', async () => {
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['5', '10', '20', '50']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.locator('tbody tr').nth(5).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').count()).toBe(5);
    await select(orders.paid[0]!);
    await page.getByText('1 selected').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await rowOf(orders.old).waitFor();
    expect(await page.getByText('1 selected').count()).toBe(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByRole('checkbox', { name: `Select order ${orders.paid[0]}` }).isChecked()).toBe(false);

    // a new tab, search or day filter starts again at page 1 (every one keeps the six orders: two pages)
    const toPageTwo = async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Page 2 of 2').waitFor();
    };
    await toPageTwo();
    await tab('All', 6).click();
    await page.getByText('Page 1 of 2').waitFor();
    await toPageTwo();
    await page.getByLabel('Search orders').fill('example');
    await page.getByRole('button', { name: 'Search: example' }).waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    await toPageTwo();
    await page.getByLabel('Start date').fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply Date Filter' }).click();
    await page.getByRole('button', { name: 'From: 01/01/2026' }).waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Reset All' }).click();
    await tab('Awaiting Shipment', 6).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText('Page 1 of 1').waitFor();
  });

  it('labels three selected orders and opens a label PDF in a new tab', async () => {
    await page.getByRole('button', { name: 'Create Label & Move to Collection' }).click();
    await dialog('Create Label & Move to Collection')
      .getByText('Please select at least one order to create labels')
      .waitFor();
    await ok(dialog('Create Label & Move to Collection'));

    for (const id of orders.paid.slice(0, 3)) await select(id);
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Create Label & Move to Collection' }).click();
    const ready = dialog('Labels Ready');
    const link = ready.getByRole('link', { name: 'Open Shipping Label 1' });
    await link.waitFor();
    await ready.getByRole('link', { name: 'Open Shipping Label 3' }).waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^blob:/);
    const head = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    }, href);
    expect(head).toBe('%PDF-');
    await consoleScreenshot(page, 'order-management-labels-ready');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.close();
    await ok(ready);
    await tab('Collection', 3).waitFor();
    await tab('Awaiting Shipment', 3).waitFor();
  });

  it('prints receipts, and after a J&T fault retries only the failed order', async () => {
    await tab('Collection', 3).click();
    await page.getByRole('checkbox', { name: 'Select all orders on this page' }).check();
    await page.getByRole('button', { name: 'Print Receipts' }).click();
    const ready = dialog('Receipts Ready');
    await ready.getByRole('link', { name: 'Open Receipt 3' }).waitFor();
    expect(await ready.getByRole('link', { name: 'Open Receipt 1' }).getAttribute('href')).toMatch(/^https?:\/\//);
    await ok(ready);

    // J&T fails on its side on every try for the first order printed
    await jnt(world.shop).addFault({ route: 'print', kind: 'status', status: 500, times: 3 });
    const [first, second] = orders.paid as [number, number];
    await select(first);
    await select(second);
    await page.getByRole('button', { name: 'Print Receipts' }).click();
    const partial = dialog('Partial Print Failure');
    await partial.getByText(`Order #${first}: System error at JNT`).waitFor();
    await partial.getByRole('link', { name: 'Open Receipt 1' }).waitFor();
    await consoleScreenshot(page, 'order-management-partial-print');
    await partial.getByRole('button', { name: 'Retry Failed Orders' }).click();
    const retried = dialog('Receipts Ready');
    await retried.getByRole('link', { name: 'Open Receipt 1' }).waitFor();
    expect(await retried.getByRole('link').count()).toBe(1);
    await ok(retried);
  });

  it("shows 'Print Failed' when the courier fails for every order", async () => {
    await jnt(world.shop).addFault({ route: 'print', kind: 'status', status: 503, times: 3 });
    await select(orders.paid[2]!);
    await page.getByRole('button', { name: 'Print Receipts' }).click();
    const failed = dialog('Print Failed');
    await failed.getByText('Failed to generate any receipts. Please try again or contact support.').waitFor();
    await failed.getByText(`Order #${orders.paid[2]}: System error at JNT`).waitFor();
    await consoleScreenshot(page, 'order-management-print-failed');
    await ok(failed);
  });

  it('cancels an order with the default reason', async () => {
    const cancelled = orders.paid[2]!;
    await rowOf(cancelled).getByRole('button', { name: 'Cancel' }).click();
    const ask = dialog('Cancel Order');
    expect(await ask.getByLabel('Reason').inputValue()).toBe('Canceled by user');
    await ask.getByRole('button', { name: 'Cancel Order' }).click();
    const done = dialog('Cancellation Successful');
    await done.getByText(`Order #${cancelled} has been canceled successfully.`).waitFor();
    await consoleScreenshot(page, 'order-management-cancelled');
    await ok(done);
    await tab('Cancelled', 1).waitFor();
    await tab('Collection', 2).waitFor();
  });

  it("shows 'Cancellation Failed' in J&T's words when the parcel is already picked up", async () => {
    const picked = orders.paid[1]!;
    const { rows } = await world.shop.sql.query(`SELECT billcode FROM admin_orders WHERE order_id = $1`, [picked]);
    await jnt(world.shop).advance(rows[0].billcode, 100);
    await rowOf(picked).getByRole('button', { name: 'Cancel' }).click();
    await dialog('Cancel Order').getByRole('button', { name: 'Cancel Order' }).click();
    const refused = dialog('Cancellation Failed');
    await refused.getByText(/^Cancellation not allowed: Tidak dapat dibatalkan/).waitFor();
    await ok(refused);
  });

  it("shows 'Label Creation Failed' and 'Partial Label Creation Failure' when J&T cannot make a waybill, and labels the failed order on retry", async () => {
    // a paid order whose waybill J&T keeps failing to make
    await jnt(world.shop).addFault({ route: 'create', kind: 'status', status: 502 });
    const area = await areaOf(world.shop, 'KOTA BANDUNG');
    const placed = await quotedOrder(world.shop, area);
    await pay(world.shop, placed.customer.access, placed.orderId);
    await tableShows(world.shop, placed.orderId, 'awaiting_shipment');
    await page.reload();
    await tab('Awaiting Shipment', 4).waitFor();
    const labelFailure = new RegExp(`^Order #${placed.orderId}: .+`);
    await select(placed.orderId);
    await page.getByRole('button', { name: 'Create Label & Move to Collection' }).click();
    const failed = dialog('Label Creation Failed');
    await failed.getByText(labelFailure).waitFor();
    await consoleScreenshot(page, 'order-management-label-failed');
    await ok(failed);

    // with an order whose waybill exists: that one is labelled, the other fails alone
    await select(placed.orderId);
    await select(orders.paid[3]!);
    await page.getByRole('button', { name: 'Create Label & Move to Collection' }).click();
    const partial = dialog('Partial Label Creation Failure');
    await partial.getByText(labelFailure).waitFor();
    await partial.getByRole('link', { name: 'Open Shipping Label 1' }).waitFor();
    expect(await partial.getByRole('link').count()).toBe(1);
    await jnt(world.shop).clearFaults();
    await partial.getByRole('button', { name: 'Retry Failed Orders' }).click();
    await dialog('Labels Ready').getByRole('link', { name: 'Open Shipping Label 1' }).waitFor();
    await ok(dialog('Labels Ready'));
    await tab('Awaiting Shipment', 2).waitFor();
  }, 60_000);

  it("shows 'Fetch Error' when the orders cannot be loaded", async () => {
    // the service failing on its side cannot be caused from outside, so the browser is answered a 503
    await page.route('**/api/admin/orders**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.reload();
    const failed = dialog('Fetch Error');
    await failed.getByText('Failed to load orders. Please try again.').waitFor();
    await ok(failed);
    await page.unroute('**/api/admin/orders**');
  });
});
