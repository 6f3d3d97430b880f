import { orderNumber } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { call, control as midtrans, placedOrder } from '../payments/payment-helpers.js';
import { areaOf, jnt, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { logInStaff } from '../shop-app.js';
import { consolePage, consoleScreenshot, useConsoleWorld } from './console-harness.js';

/**
 * The console's order history: a staff member reads an order's timeline (its events, Midtrans's
 * notification, the waybill call that failed before it worked, the job's attempts), finds and
 * refunds the order paid after it was cancelled, and opens the queue dashboard from the sidebar.
 */
describe('order history in the console', () => {
  const story = { orderId: 0, lateOrderId: 0 };
  const world = useConsoleWorld(async ({ shop }) => {
    const staff = (await logInStaff(shop, 'riwayat-konsol@example.com')).access;
    const staffCall = (path: string, body: unknown) =>
      shop.call('POST', path, { body, token: staff, headers: { accept: 'application/json' } });

    // placed, paid, the waybill after a 503 on the first try, labelled, cancelled at J&T
    const placed = await quotedOrder(shop, await areaOf(shop, 'KOTA BANDUNG'));
    story.orderId = placed.orderId;
    await jnt(shop).addFault({ route: 'create', kind: 'status', status: 503, times: 1 });
    await pay(shop, placed.customer.access, placed.orderId);
    await orderWhen(shop, placed.customer.access, placed.orderId, (o) => Boolean(o.waybill), 'the waybill');
    await waitUntil(
      async () =>
        (await staffCall('/api/orders/create_labels/', { order_ids: [placed.orderId] })).body.results?.[0]?.ok === true,
      { what: 'the label' },
    );
    expect((await staffCall(`/api/orders/${placed.orderId}/cancel`, {})).status).toBe(200);
    await waitUntil(
      async () => {
        const view = await shop.call('GET', `/api/admin/orders/${placed.orderId}/timeline`, { token: staff });
        const entries = (view.body.entries ?? []) as Array<{ type: string; summary: string }>;
        return (
          entries.some((e) => e.type === 'CourierOrderCancelled') &&
          entries.some((e) => e.type === 'create-waybill' && e.summary.includes('completed'))
        );
      },
      { timeoutMs: 20_000, what: 'the whole story on the timeline' },
    );

    // cancelled by staff while the payer was still on the Snap page, then paid
    const late = await placedOrder(shop, 90_000, 5);
    story.lateOrderId = late.orderId;
    expect(
      (await call(shop, late.customer.access, 'POST', '/api/midtrans/token/', { order_id: late.orderId })).status,
    ).toBe(200);
    expect((await staffCall(`/api/orders/${late.orderId}/cancel`, {})).status).toBe(200);
    await midtrans(shop).pay(`${late.orderId}-1`);
    await waitUntil(
      async () => {
        const list = await shop.call('GET', '/api/admin/late-payments', { token: staff });
        return list.body.some?.((row: { order_id: number }) => row.order_id === late.orderId);
      },
      { timeoutMs: 20_000, what: 'the late payment listed' },
    );
  });

  it("shows an order's timeline: events, the notification, the failed courier call and the job's attempts", async () => {
    const page = await consolePage(world, `/adminDashboard/orders/${story.orderId}/show`);
    await page
      .locator('#main-content')
      .getByRole('heading', { name: `Order ${orderNumber(story.orderId)}` })
      .waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(/^Order placed by /).waitFor();
    await timeline.getByText(/^Midtrans notified settlement for /).waitFor();
    await timeline.getByText(/^Payment settled: Rp /).waitFor();
    await timeline.getByText(/^J&T gave waybill JO/).waitFor();
    // the waybill job: its first call to J&T failed, highlighted, and the retry made the waybill
    const job = timeline.locator('li[data-type="create-waybill"]');
    await job.getByText('Job create-waybill on shipping: completed after 2 attempts').waitFor();
    await job.getByRole('alert').getByText('Attempt 1: JntError: J&T answered 503').waitFor();
    await timeline.getByText(/^J&T cancelled waybill JO/).waitFor();
    expect(await timeline.getByText(/ WIB$/).count()).toBeGreaterThan(5);
    await consoleScreenshot(page, 'order-timeline');
    await page.close();
  });

  it('finds the order paid after its cancellation, records its refund and opens its timeline', async () => {
    // from another order's page, as staff go from one to the next
    const page = await consolePage(world, `/adminDashboard/orders/${story.orderId}/show`);
    await page.getByRole('list', { name: 'Timeline' }).waitFor();
    await page.getByRole('menuitem', { name: 'Paid after cancellation' }).click();
    await page.waitForURL((url) => url.pathname === '/adminDashboard/latePayments');
    const number = orderNumber(story.lateOrderId);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await row.getByText('Not refunded').waitFor();
    await row.getByText(/^Rp [\d.]+$/).waitFor();
    await consoleScreenshot(page, 'late-payments');
    await row.getByRole('button', { name: 'Mark refunded' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('How was it refunded? (optional)').fill('BCA transfer 7781');
    await dialog.getByRole('button', { name: 'Mark refunded' }).click();
    await row.getByText('Refunded', { exact: true }).waitFor();
    await row.getByRole('link', { name: number, exact: true }).click();
    await page
      .locator('#main-content')
      .getByRole('heading', { name: `Order ${number}`, exact: true })
      .waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(/arrived after the order was cancelled/).waitFor();
    await timeline.getByText(/by admin@example.com: BCA transfer 7781$/).waitFor();
    await page.close();
  });

  it('opens the queue dashboard from the sidebar', async () => {
    const page = await consolePage(world, '/adminDashboard/dashboard');
    const [dashboard] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: 'Queues' }).click(),
    ]);
    await dashboard.waitForURL((url) => url.pathname === '/admin/queues');
    await dashboard.getByText('shipping').first().waitFor();
    await consoleScreenshot(dashboard, 'queue-dashboard');
    await dashboard.close();
    await page.close();
  });
});
