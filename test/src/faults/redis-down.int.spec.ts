import { waitUntil } from '../harness/wait.js';
import { control } from '../payments/payment-helpers.js';
import { areaOf, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { reportFault } from './fault-figures.js';
import { type FaultRedis, faultRedis } from './fault-redis.js';
import { type TalliedOrder, tallyOrders } from './fault-tally.js';

const LEASE_MS = 1_000;
const ORDERS = 3;
const STOCK = 1000;

/**
 * Redis stopped under a running shop (an API and a worker process), then started again empty:
 * the shop stays ready and keeps taking cart adds, orders and payments, and the jobs they wrote
 * run once Redis is back, each once.
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

  /** How long /api/health/ready took, and that it answered ready with Redis degraded. */
  const readyWhileAway = async () => {
    const asked = Date.now();
    const health = await shop.call('GET', '/api/health/ready');
    const tookMs = Date.now() - asked;
    expect(tookMs).toBeLessThan(2_000);
    expect(health.status).toBe(200);
    expect(health.body.details).toMatchObject({ database: { status: 'up' }, redis: { status: 'degraded' } });
    return tookMs;
  };

  const subjects = (orderId: number) =>
    started.mail.store
      .list()
      .filter((mail) => mail.subject.includes(`order #${orderId} `))
      .map((mail) => mail.subject)
      .sort();

  it('answers health at once, takes checkouts and payments, and runs their jobs once when Redis returns', async () => {
    const area = await areaOf(shop);
    await redis.stop();
    const healthMs = [await readyWhileAway()];

    // cart, fee, checkout, the Snap token and Midtrans' notification, all with Redis away
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, async () => {
        const { customer, orderId, product } = await quotedOrder(shop, area);
        await pay(shop, customer.access, orderId);
        return { customer, orderId, product };
      }),
    );
    for (const { orderId } of placed) {
      // Midtrans' notification is taken (its check is a job, waiting in the outbox for Redis)
      const delivered = await waitUntil(
        async () => (await control(shop).notifications(`${orderId}-1`)).find((d) => d.status === 200),
        { what: 'the notification answered 200' },
      );
      expect(delivered).toBeDefined();
    }
    healthMs.push(await readyWhileAway());

    const restarted = Date.now();
    await redis.start(); // empty, as a replaced Redis comes back
    for (const { customer, orderId } of placed) {
      const withWaybill = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
      expect(withWaybill.waybill).toEqual(expect.any(String));
      await orderWhen(shop, customer.access, orderId, () => subjects(orderId).length >= 2, 'both mails');
    }
    const recoveredMs = Date.now() - restarted;
    // a few leases on, nothing has run again
    await new Promise((resolve) => setTimeout(resolve, 4 * LEASE_MS));
    for (const { orderId } of placed) {
      expect(subjects(orderId)).toEqual([
        `Kilau order #${orderId} received / Pesanan diterima`,
        `Kilau payment received for order #${orderId} / Pembayaran diterima`,
      ]);
      expect(await eventCount(orderId, 'PaymentSettled')).toBe(1);
      expect(await eventCount(orderId, 'WaybillAssigned')).toBe(1);
    }
    const orders: TalliedOrder[] = placed.map(({ orderId, product }) => ({ orderId, product, paid: true }));
    const tally = await tallyOrders(shop, orders, STOCK);
    expect(tally.note).toContain('payments 0/0, waybills 0/0, stock 0/0, mails 0/0');
    await reportFault({
      fault: `Redis stopped, ${ORDERS} shoppers check out and pay, Redis back empty (API and worker processes)`,
      lost: tally.lost,
      doubled: tally.doubled,
      recoveryMs: recoveredMs,
      note:
        `from Redis back to every waybill and mail; /api/health/ready answered in ${healthMs.join(', ')} ms ` +
        `with Redis degraded; ${tally.note}`,
    });
  }, 90_000);
});
