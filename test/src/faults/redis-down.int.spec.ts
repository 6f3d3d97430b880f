import { waitUntil } from '../harness/wait.js';
import { control } from '../payments/payment-helpers.js';
import { areaOf, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { type FaultRedis, faultRedis } from './fault-redis.js';

const LEASE_MS = 1_000;

/**
 * Redis stopped under a running shop (an API and a worker process), then started again empty:
 * the shop stays ready and keeps taking orders and payments, and the jobs they wrote run once
 * Redis is back, each once.
 */
describe('Redis stopped, then back', () => {
  let redis: FaultRedis;
  let started: ShopUnderTest;
  let shop: ShopUnderTest;
  const processes: ShopProcess[] = [];

  beforeAll(async () => {
    redis = await faultRedis();
    started = await startShop({ redisUrl: redis.url, outboxLeaseMs: LEASE_MS }, { providers: true, worker: false });
    const api = await spawnShopProcess(started, 'main', {}, { public: true });
    processes.push(api, await spawnShopProcess(started, 'worker'));
    await started.retireInProcess();
    shop = shopAt(started, api.url!);
  }, 120_000);
  afterAll(async () => {
    for (const child of processes) await child.stop();
    await started?.close();
    await redis?.stop();
  });

  const eventCount = async (orderId: number, type: string) =>
    (
      await shop.sql.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = $2`, [
        `order-${orderId}`,
        type,
      ])
    ).rows[0].n as number;

  it('answers health at once, takes a checkout and a payment, and runs their jobs once when Redis returns', async () => {
    const area = await areaOf(shop);
    await redis.stop();

    const asked = Date.now();
    const health = await shop.call('GET', '/api/health');
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(health.status).toBe(200);
    expect(health.body.details).toMatchObject({ database: { status: 'up' }, redis: { status: 'degraded' } });

    // cart, fee, checkout, the Snap token and Midtrans' notification, all with Redis away
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    // Midtrans' notification is taken (its check is a job, waiting in the outbox for Redis)
    const delivered = await waitUntil(
      async () => (await control(shop).notifications(`${orderId}-1`)).find((d) => d.status === 200),
      { what: 'the notification answered 200' },
    );
    expect(delivered).toBeDefined();

    await redis.start(); // empty, as a replaced Redis comes back
    const withWaybill = await orderWhen(
      shop,
      customer.access,
      orderId,
      (order) => Boolean(order.waybill),
      'the waybill',
    );
    expect(withWaybill.waybill).toEqual(expect.any(String));
    const mails = () =>
      started.mail.store
        .list()
        .filter((mail) => mail.subject.includes(`order #${orderId} `))
        .map((mail) => mail.subject)
        .sort();
    await orderWhen(shop, customer.access, orderId, () => mails().length >= 2, 'both mails');
    // a few leases on, nothing has run again
    await new Promise((resolve) => setTimeout(resolve, 4 * LEASE_MS));
    expect(mails()).toEqual([
      `Kilau order #${orderId} received / Pesanan diterima`,
      `Kilau payment received for order #${orderId} / Pembayaran diterima`,
    ]);
    expect(await eventCount(orderId, 'PaymentSettled')).toBe(1);
    expect(await eventCount(orderId, 'WaybillAssigned')).toBe(1);
  });
});
