import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { stopChild } from '@kilau/local-stack';

import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { call, control, eventTypes, placedOrder, waitForPayment } from './payment-helpers.js';

const LOCK = { JOB_LOCK_MS: '1500' };

/** Worker processes dying mid-job and running side by side: every payment is recorded once. */
describe('payment jobs across worker processes', () => {
  let shop: ShopUnderTest;
  const workers: ShopProcess[] = [];

  beforeAll(async () => {
    shop = await startShop({}, { providers: true, worker: false });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await shop?.close();
  });

  it('runs a job again when its worker is killed in the middle of it, and settles once', async () => {
    const first = await spawnShopProcess(shop, 'worker', LOCK);
    workers.push(first);
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).addFault({ route: 'core.status', kind: 'latency', ms: 4_000, times: 1 });
    await control(shop).pay(`${orderId}-1`);
    await waitUntil(
      async () => (await control(shop).requests()).some((r) => r.path.endsWith(`/v2/${orderId}-1/status`)),
      { what: 'the worker in the middle of the status check' },
    );
    await stopChild(first.child, 'SIGKILL');
    workers.push(await spawnShopProcess(shop, 'worker', LOCK));
    await waitForPayment(shop, customer.access, orderId, 'paid');
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
    // the killed worker's job was found stalled and run again by the new worker
    // (the periodic reconciliation may have recorded the payment first: the job still runs again)
    const queue = shop.api.get<Queue>(getQueueToken('payments'), { strict: false });
    await waitUntil(
      async () =>
        (await queue.getJobs(['completed'])).some(
          (job) => job.name === 'confirm-payment' && job.data.attemptId === `${orderId}-1` && job.stalledCounter >= 1,
        ),
      { what: "the killed worker's job run again to the end" },
    );
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
  }, 60_000);

  it('finishes the job in hand when told to stop, then exits', async () => {
    const worker = await spawnShopProcess(shop, 'worker');
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).addFault({ route: 'core.status', kind: 'latency', ms: 2_000, times: 1 });
    await control(shop).pay(`${orderId}-1`);
    await waitUntil(
      async () => (await control(shop).requests()).some((r) => r.path.endsWith(`/v2/${orderId}-1/status`)),
      { what: 'the worker in the middle of the status check' },
    );
    const exited = new Promise<string>((resolve) =>
      worker.child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
    );
    worker.child.kill('SIGTERM');
    // Nest closes the app, then ends the process with the signal it got
    expect(await exited).toBe('SIGTERM');
    // no worker runs any more: what is recorded, the stopping worker recorded
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
    const queue = shop.api.get<Queue>(getQueueToken('payments'), { strict: false });
    const confirms = (await queue.getJobs(['completed', 'active', 'waiting'])).filter(
      (job) => job.name === 'confirm-payment' && job.data.attemptId === `${orderId}-1`,
    );
    expect(await Promise.all(confirms.map((job) => job.getState()))).toEqual(['completed']);
  }, 60_000);

  it('settles every order once with two workers taking the jobs at once', async () => {
    workers.push(await spawnShopProcess(shop, 'worker', LOCK));
    const orders = await Promise.all(Array.from({ length: 8 }, () => placedOrder(shop)));
    for (const { customer, orderId } of orders) {
      await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
      await control(shop).notificationMode({ order_id: `${orderId}-1`, duplicate: 3 });
    }
    await Promise.all(orders.map(({ orderId }) => control(shop).pay(`${orderId}-1`)));
    for (const { customer, orderId } of orders) await waitForPayment(shop, customer.access, orderId, 'paid');
    for (const { orderId } of orders) {
      expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
    }
  }, 60_000);
});
