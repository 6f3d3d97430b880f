import type { Locator, Page, Request } from 'playwright-core';

import { AdminMessages } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { areaOf, jnt, quotedOrder } from '../shipping/shipping-helpers.js';
import { logInStaff } from '../shop-app.js';
import { consolePage, consoleScreenshot, useConsoleWorld } from './console-harness.js';
import { paidOrder, tableShows } from './console-orders.js';

/** The service's own answer to a failure on its side (ShopErrorFilter), for the intercepted calls. */
const SERVICE_FAILED = { statusCode: 500, error: 'internal_error', message: 'Something went wrong.' };

/**
 * Order Management's remaining dialogs in Chromium (order-side seed §5, §8 'Admin'): the refusals
 * come the real way (another staff member cancelling meanwhile, J&T holding a parcel it picked
 * up, a cancellation stopped half-way); only what cannot be caused from outside (the service failing on
 * its side, the network dropping, an unreadable answer) is one intercepted call.
 */
describe('Order Management dialogs', () => {
  const orders = { stale: 0, midCancel: 0, midCancelProduct: 0, picked: 0, labelled: 0, unpaid: 0 };
  let colleague = '';
  const world = useConsoleWorld(async ({ shop }) => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    orders.stale = (await paidOrder(shop, area)).orderId;
    const midCancel = await paidOrder(shop, area);
    orders.midCancel = midCancel.orderId;
    orders.midCancelProduct = midCancel.product;
    orders.picked = (await paidOrder(shop, area)).orderId;
    orders.labelled = (await paidOrder(shop, area)).orderId;
    orders.unpaid = (await quotedOrder(shop, area)).orderId;
    colleague = (await logInStaff(shop, 'colleague@example.com')).access;
    const labelled = await shop.call('POST', '/api/orders/create_labels/', {
      body: { order_ids: [orders.labelled] },
      token: colleague,
      headers: { accept: 'application/json' },
    });
    if (labelled.status !== 200) throw new Error(`labels answered ${labelled.status}`);
    await tableShows(shop, orders.labelled, 'collection');
    await tableShows(shop, orders.unpaid, 'pending');
  });
  let page: Page;

  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  const rowOf = (orderId: number) => page.locator(`tr[data-order-id="${orderId}"]`);
  const select = (orderId: number) => page.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
  const tab = (label: string, count: number) => page.getByRole('tab', { name: `${label} (${count})`, exact: true });
  const createLabels = () => page.getByRole('button', { name: AdminMessages.createLabelsAction }).click();
  const printReceipts = () => page.getByRole('button', { name: AdminMessages.printReceiptsAction }).click();
  /** The dialog of this title, once it shows exactly this text. */
  const shows = async (title: string, message: string) => {
    const shown = dialog(title);
    await shown.getByText(message, { exact: true }).waitFor();
    return shown;
  };
  const ok = async (shown: Locator) => {
    await shown.getByRole('button', { name: 'OK' }).click();
    await shown.waitFor({ state: 'hidden' });
  };
  /** A colleague cancels the order through the same call the console makes. */
  const colleagueCancels = (orderId: number) =>
    world.shop.call('POST', '/api/jnt/cancel/', {
      body: { detail: [{ orderid: String(orderId), reason: 'Canceled by user' }] },
      token: colleague,
    });

  beforeAll(async () => {
    page = await consolePage(world, '/adminDashboard/dashboard');
    page.setDefaultTimeout(15_000);
    await tab('Awaiting Shipment', 4).waitFor();
  });
  afterAll(() => page?.close());

  it("shows 'Cannot Move to Collection' from the console's check for an order whose waybill J&T cancelled", async () => {
    // A cancellation stopped half-way: J&T cancels the waybill (recorded), then the shop's write
    // that cancels the order is stopped by the database, as its statement_timeout stops a write
    // stuck behind a lock. The stock row is held so that write waits, and its statement cancelled.
    const holder = await world.shop.sql.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [orders.midCancelProduct]);
      const { rows } = await holder.query('SELECT pg_backend_pid() AS pid');
      const cancelling = colleagueCancels(orders.midCancel);
      await waitUntil(
        async () => {
          const stopped = await world.shop.sql.query(
            `SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
            [rows[0].pid],
          );
          return stopped.rowCount === 1;
        },
        { timeoutMs: 15_000, what: "the shop's write waiting behind the held stock row" },
      );
      expect((await cancelling).status).toBe(500);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    await waitUntil(
      async () => {
        const { rowCount } = await world.shop.sql.query(
          `SELECT 1 FROM admin_orders WHERE order_id = $1 AND fulfillment_status = 'awaiting_shipment' AND billcode_status = 'canceled'`,
          [orders.midCancel],
        );
        return rowCount === 1;
      },
      { timeoutMs: 15_000, what: 'the cancelled billcode in the staff table' },
    );
    await page.reload();
    await select(orders.midCancel);
    const asked: string[] = [];
    const ask = (request: Request) => request.url().includes('/create_labels/') && asked.push(request.url());
    page.on('request', ask);
    await createLabels();
    const refused = await shows(
      AdminMessages.cannotMoveToCollectionTitle,
      AdminMessages.cannotMoveToCollection([orders.midCancel]),
    );
    await consoleScreenshot(page, 'order-dialogs-cannot-move');
    await ok(refused);
    page.off('request', ask);
    // the console's own check refused: the service was not asked
    expect(asked).toEqual([]);
  });

  it("shows the service's 'Cannot Move to Collection' when a colleague cancelled the order meanwhile", async () => {
    // the page still shows the order awaiting shipment: the service refuses the batch
    expect((await colleagueCancels(orders.stale)).status).toBe(200);
    await tableShows(world.shop, orders.stale, 'cancelled');
    await page.getByRole('checkbox', { name: `Select order ${orders.midCancel}` }).uncheck();
    await select(orders.stale);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/create_labels/')),
      createLabels(),
    ]);
    expect(answer.status()).toBe(409);
    await ok(
      await shows(AdminMessages.cannotMoveToCollectionTitle, AdminMessages.cannotMoveToCollection([orders.stale])),
    );
    // the refreshed list drops the cancelled order
    await tab('Awaiting Shipment', 3).waitFor();
    await rowOf(orders.stale).waitFor({ state: 'detached' });
  });

  it("shows 'Order #id is already canceled.' when a colleague cancelled it first", async () => {
    expect((await colleagueCancels(orders.unpaid)).status).toBe(200);
    await tableShows(world.shop, orders.unpaid, 'cancelled');
    await rowOf(orders.unpaid).getByRole('button', { name: 'Cancel' }).click();
    await dialog(AdminMessages.cancelOrderTitle).getByRole('button', { name: AdminMessages.cancelOrderTitle }).click();
    const refused = await shows(AdminMessages.cancellationFailedTitle, AdminMessages.alreadyCanceled(orders.unpaid));
    await consoleScreenshot(page, 'order-dialogs-already-canceled');
    await ok(refused);
    await tab('Awaiting Shipment', 2).waitFor();
  });

  it("shows 'Cancellation not allowed' in J&T's words once J&T has picked the parcel up", async () => {
    const { rows } = await world.shop.sql.query(`SELECT billcode FROM admin_orders WHERE order_id = $1`, [
      orders.picked,
    ]);
    await jnt(world.shop).advance(rows[0].billcode, 100);
    await rowOf(orders.picked).getByRole('button', { name: 'Cancel' }).click();
    await dialog(AdminMessages.cancelOrderTitle).getByRole('button', { name: AdminMessages.cancelOrderTitle }).click();
    await ok(
      await shows(
        AdminMessages.cancellationFailedTitle,
        AdminMessages.cancellationNotAllowed('Tidak dapat dibatalkan, Status pesanan adalah : GOT'),
      ),
    );
    await tableShows(world.shop, orders.picked, 'awaiting_shipment');
  });

  it("shows 'Cancellation Failed' when the cancel answer cannot be read, and when no answer comes", async () => {
    // neither can be caused from outside the service: each intercepts the one cancel call
    const cancelFails = async (answer: Parameters<Page['route']>[1], message: string) => {
      await page.route('**/api/jnt/cancel/', answer);
      try {
        await rowOf(orders.picked).getByRole('button', { name: 'Cancel' }).click();
        await dialog(AdminMessages.cancelOrderTitle)
          .getByRole('button', { name: AdminMessages.cancelOrderTitle })
          .click();
        await ok(await shows(AdminMessages.cancellationFailedTitle, message));
      } finally {
        await page.unroute('**/api/jnt/cancel/');
      }
    };
    await cancelFails(
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>Bad Gateway</html>' }),
      AdminMessages.orderNotInResponse(orders.picked),
    );
    await cancelFails((route) => route.abort('internetdisconnected'), AdminMessages.unableToConnect);
  });

  it("shows 'Status Update Failed' and 'Unexpected Error' when labelling fails outside the courier", async () => {
    // the service failing on its side cannot be caused from outside: this one call answers its 500
    await page.route('**/api/orders/create_labels/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(SERVICE_FAILED) }),
    );
    try {
      await select(orders.picked);
      await createLabels();
      const failed = await shows(
        AdminMessages.statusUpdateFailedTitle,
        AdminMessages.statusUpdateFailed(SERVICE_FAILED.message),
      );
      await consoleScreenshot(page, 'order-dialogs-status-update-failed');
      await ok(failed);
    } finally {
      await page.unroute('**/api/orders/create_labels/');
    }

    // no answer at all (the connection drops): not an HTTP failure, so the seed's 'Unexpected Error'
    await page.route('**/api/orders/create_labels/', (route) => route.abort('connectionreset'));
    try {
      await select(orders.picked);
      await createLabels();
      // the text is the browser's own for a fetch that got no answer
      await ok(await shows(AdminMessages.unexpectedErrorTitle, 'Failed to fetch'));
    } finally {
      await page.unroute('**/api/orders/create_labels/');
    }
    await tableShows(world.shop, orders.picked, 'awaiting_shipment');
  });

  it("shows 'Print Error' for an HTTP failure, an unreadable answer and a dropped connection", async () => {
    await tab('Collection', 1).click();
    const receiptsFail = async (answer: Parameters<Page['route']>[1], message: string, screenshot?: string) => {
      await page.route('**/api/admin/orders/receipts', answer);
      try {
        await select(orders.labelled);
        await printReceipts();
        const failed = await shows(AdminMessages.printErrorTitle, message);
        if (screenshot) await consoleScreenshot(page, screenshot);
        await ok(failed);
      } finally {
        await page.unroute('**/api/admin/orders/receipts');
      }
    };
    // none of these can be caused from outside the service: each intercepts the one receipts call
    await receiptsFail(
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(SERVICE_FAILED) }),
      AdminMessages.httpError(500, SERVICE_FAILED.message),
      'order-dialogs-print-error',
    );
    await receiptsFail(
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"results": [' }),
      AdminMessages.invalidJson,
    );
    await receiptsFail((route) => route.abort('internetdisconnected'), AdminMessages.networkError);
  });
});
