import { midtransControl } from '@kilau/provider-sim';

import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { buyNow } from '../orders/checkout-helpers.js';
import { customers, type ShopUnderTest } from '../shop-app.js';

/** A customer with a placed, unpaid order of one product: what every payment test starts from. */
export async function placedOrder(shop: ShopUnderTest, price = 120_000, stock = 10) {
  const product = await addProduct(shop.sql, { price, stock, category: 'ring' });
  const [customer] = await customers(shop, 1, 'pembayar');
  const placed = await buyNow(shop, customer!.access, { product });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return {
    customer: customer!,
    product,
    orderId: placed.body.order_id as number,
    total: placed.body.total_price as number,
  };
}

export const control = (shop: ShopUnderTest) => midtransControl(shop.sim!.url);

export const call = (shop: ShopUnderTest, token: string, method: string, path: string, body?: unknown) =>
  shop.call(method, path, { body, token });

/** The order's payment as the payment pages poll it. */
export const payment = async (shop: ShopUnderTest, token: string, orderId: number) =>
  (await call(shop, token, 'GET', `/api/payments/${orderId}/`)).body;

export async function waitForPayment(shop: ShopUnderTest, token: string, orderId: number, status: string) {
  return waitUntil(
    async () => {
      const now = await payment(shop, token, orderId);
      return now.status === status ? now : undefined;
    },
    { timeoutMs: 15_000, what: `order ${orderId}'s payment to read ${status}` },
  );
}

/** The types of the events on an order's streams, in order. */
export async function eventTypes(shop: ShopUnderTest, stream: string): Promise<string[]> {
  const { rows } = await shop.sql.query('SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version', [
    stream,
  ]);
  return rows.map((row: { event_type: string }) => row.event_type);
}

/** Waits until every job in the shop's queues has finished (none waiting, active or delayed but the scheduled ones). */
export async function jobsSettled(
  shop: ShopUnderTest,
  queues = ['payments', 'payment-checks', 'customer-mail', 'mail'],
): Promise<void> {
  const { QueueHealth } = await import('@kilau/shop');
  const health = shop.api.get(QueueHealth);
  await waitUntil(
    async () =>
      (await health.counts()).filter((c) => queues.includes(c.queue)).every((c) => c.waiting + c.active === 0),
    { timeoutMs: 15_000, what: 'the queues to empty' },
  );
}
