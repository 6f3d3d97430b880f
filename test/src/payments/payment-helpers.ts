import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { midtransControl, signatureKey } from '@kilau/provider-sim';

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

/** A notification body signed with the shop's server key, as Midtrans sends it. */
export function signedNotification(
  shop: ShopUnderTest,
  fields: { order_id: string; gross_amount: string } & Record<string, string>,
): Record<string, string> {
  const body = { status_code: '201', transaction_status: 'pending', payment_type: 'bank_transfer', ...fields };
  const { order_id, status_code, gross_amount } = body;
  return { ...body, signature_key: signatureKey(order_id, status_code, gross_amount, shop.config.midtrans.serverKey) };
}

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

/** Waits for the check of the notification of `transactionId` to finish, and answers its result. */
export async function checkOfNotification(shop: ShopUnderTest, attemptId: string, transactionId: string) {
  const { rows } = await shop.sql.query(
    `SELECT id FROM payment_notifications WHERE provider_order_id = $1 AND body->>'transaction_id' = $2`,
    [attemptId, transactionId],
  );
  if (rows.length !== 1) throw new Error(`no notification of ${transactionId} kept for ${attemptId}`);
  const jobId = `confirm-payment_${rows[0].id}`;
  const queues = ['payments', 'payment-checks'].map((name) =>
    shop.api.get<Queue>(getQueueToken(name), { strict: false }),
  );
  let result: unknown;
  await waitUntil(
    async () => {
      for (const queue of queues) {
        const job = await queue.getJob(jobId);
        if (job && (await job.isCompleted())) {
          result = job.returnvalue;
          return true;
        }
      }
      return false;
    },
    { what: `the check ${jobId} done` },
  );
  return result;
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
