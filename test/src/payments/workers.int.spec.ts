import { getQueueToken } from '@nestjs/bullmq';
import type { JobType, Queue } from 'bullmq';

import { stopChild } from '@kilau/local-stack';

import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { call, control, eventTypes, placedOrder, waitForPayment } from './payment-helpers.js';

// short, so a killed worker's job is taken over within seconds; not so short that a worker busy
// starting up misses renewing its lock and has its job taken as stalled twice (and failed)
const LOCK = { JOB_LOCK_MS: '3000' };

/** Worker processes dying mid-job and running side by side: every payment is recorded once. */
describe('payment jobs across worker processes', () => {
  let shop: ShopUnderTest;
  const workers: ShopProcess[] = [];

  beforeAll(async () => {
    shop = await startShop({}, { providers: true, worker: false });
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  afterAll(() => shop?.close());

  const payments = () => shop.api.get<Queue>(getQueueToken('payments'), { strict: false });
  const confirmsOf = async (attemptId: string, states: JobType[]) =>
    (await payments().getJobs(states)).filter(
      (job) => job.name === 'confirm-payment' && job.data.attemptId === attemptId,
    );
  /** The check of the attempt's settlement is running and has asked Midtrans. */
  const checkInHand = async (attemptId: string) => {
    try {
      await waitUntil(
        async () =>
          (await confirmsOf(attemptId, ['active'])).length > 0 &&
          (await control(shop).requests()).some((r) => r.path.endsWith(`/v2/${attemptId}/status`)),
        // a spawned worker boots in seconds, but far slower when the whole suite loads both cores
        { intervalMs: 20, timeoutMs: 30_000, what: 'the worker in the middle of the status check' },
      );
    } catch (error) {
      const requests = (await control(shop).requests()).map((r) => `${r.at} ${r.method} ${r.path}`);
      const jobs = await Promise.all(
        (await payments().getJobs(['completed', 'active', 'waiting', 'delayed', 'failed'])).map(
          async (job) =>
            `${job.name} ${JSON.stringify(job.data)} ${await job.getState()} ${job.processedOn} ${job.finishedOn}`,
        ),
      );
      throw new Error(`${(error as Error).message}\nrequests:\n${requests.join('\n')}\njobs:\n${jobs.join('\n')}`);
    }
  };

  it('runs a job again when its worker is killed in the middle of it, and settles once', async () => {
    // patient with Midtrans, so the slow answer is still awaited when the kill comes, however loaded the machine
    const logs: string[] = [];
    const first = await spawnShopProcess(
      shop,
      'worker',
      { ...LOCK, MIDTRANS_TIMEOUT_MS: '15000', LOG_LEVEL: 'debug' },
      { logs },
    );
    workers.push(first);
    // the worker asks Midtrans about open attempts when it starts: let that pass before the slow answer is set up
    await waitUntil(async () => logs.some((line) => line.includes('"task":"reconcile-payments"')), {
      timeoutMs: 30_000,
      what: "the worker's first reconciliation",
    });
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    // long enough that the kill comes before the answer even on a machine busy with other test files;
    // for the next three status calls, as another check of the attempt (the API's, a reconciliation)
    // may ask first and would otherwise take the one slow answer, leaving the job's own call quick
    await control(shop).addFault({ route: 'core.status', kind: 'latency', ms: 8_000, times: 3 });
    await control(shop).pay(`${orderId}-1`);
    await checkInHand(`${orderId}-1`);
    await stopChild(first.child, 'SIGKILL');
    workers.push(await spawnShopProcess(shop, 'worker', LOCK));
    await waitForPayment(shop, customer.access, orderId, 'paid');
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
    // the killed worker's job was found stalled and run again by the new worker
    // (the periodic reconciliation may have recorded the payment first: the job still runs again)
    await waitUntil(
      async () => (await confirmsOf(`${orderId}-1`, ['completed'])).some((job) => job.stalledCounter >= 1),
      { timeoutMs: 20_000, what: "the killed worker's job run again to the end" },
    ).catch(async (error: Error) => {
      const jobs = await confirmsOf(`${orderId}-1`, ['completed', 'active', 'waiting', 'delayed', 'failed']);
      const seen = await Promise.all(
        jobs.map(async (job) => [job.id, await job.getState(), job.stalledCounter, job.attemptsMade, job.failedReason]),
      );
      throw new Error(`${error.message}: ${JSON.stringify(seen)}`);
    });
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
  }, 120_000);

  it('finishes the job in hand when told to stop, then exits', async () => {
    const worker = await spawnShopProcess(shop, 'worker');
    workers.push(worker);
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    // slow, but within the shop's Midtrans timeout (a second in tests): the check succeeds if it is let finish
    await control(shop).addFault({ route: 'core.status', kind: 'latency', ms: 700, times: 1 });
    await control(shop).pay(`${orderId}-1`);
    await checkInHand(`${orderId}-1`);
    const exited = new Promise<string>((resolve) =>
      worker.child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
    );
    worker.child.kill('SIGTERM');
    // the worker drains its jobs, closes the app, then exits 0 (lifecycle/stop-gracefully.ts)
    expect(await exited).toBe('code 0');
    // no worker runs any more: what is recorded, the stopping worker recorded
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
    const confirms = await confirmsOf(`${orderId}-1`, ['completed', 'active', 'waiting', 'delayed', 'failed']);
    expect(await Promise.all(confirms.map((job) => job.getState()))).toEqual(['completed']);
  }, 120_000);

  it('settles every order once with two workers taking the jobs at once', async () => {
    workers.push(await spawnShopProcess(shop, 'worker', LOCK), await spawnShopProcess(shop, 'worker', LOCK));
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
