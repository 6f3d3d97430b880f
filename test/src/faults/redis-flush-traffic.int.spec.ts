import { setTimeout as sleep } from 'node:timers/promises';

import { waitUntil } from '../harness/wait.js';
import { control } from '../payments/payment-helpers.js';
import { areaOf, as, jnt, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { customers, shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { reportFault } from './fault-figures.js';
import { mailsNotSentAgain, resentByRedrive } from './fault-logs.js';
import { type FaultRedis, faultRedis } from './fault-redis.js';
import { type TalliedOrder, tallyOrders } from './fault-tally.js';

const PERIOD_MS = 1_000;
const TTL_MS = 12_000;
const STOCK = 1000;

type Area = Awaited<ReturnType<typeof areaOf>>;

/**
 * Redis emptied (FLUSHALL) while an API and a worker process take orders and payments: the
 * safety nets kept on the worker's own timers (unpaid sweep, payment reconciliation, tracking)
 * run again within a period, the outbox hands the jobs Redis lost to their queues again, and no
 * payment, waybill, stock unit or mail is lost or doubled.
 */
describe('faults: Redis emptied under traffic (API and worker processes)', () => {
  let redis: FaultRedis;
  let started: ShopUnderTest;
  let shop: ShopUnderTest;
  const processes: ShopProcess[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    redis = await faultRedis();
    started = await startShop(
      {
        redisUrl: redis.url,
        outboxLeaseMs: PERIOD_MS,
        unpaidSweepMs: PERIOD_MS,
        paymentReconcileMs: PERIOD_MS,
        trackingRefreshMs: PERIOD_MS,
        orderPaymentTtlMs: TTL_MS,
      },
      { providers: true, worker: false },
    );
    const api = await spawnShopProcess(started, 'main', {}, { public: true, logs });
    processes.push(api, await spawnShopProcess(started, 'worker', {}, { logs }));
    await started.retireInProcess();
    shop = shopAt(started, api.url!);
  }, 90_000);
  afterAll(async () => {
    for (const child of processes) await child.stop();
    await started?.close();
    await redis?.stop();
  });

  const paidOrder = async (area: Area): Promise<TalliedOrder> => {
    const { customer, orderId, product } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    return { orderId, product, paid: true };
  };
  const since = (at: number) => (request: { at: string }) => Date.parse(request.at) >= at;
  /** Jobs the outbox has handed to their queues that no worker has done yet. */
  const jobsInRedis = async (at: ShopUnderTest) =>
    (
      await at.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NOT NULL AND done_at IS NULL',
      )
    ).rows[0]!.n;

  it('brings the safety nets and the lost jobs back, and loses or doubles nothing', async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    // a parcel with the courier, for the tracking refresh
    const [member] = await customers(shop, 1, 'staff-flush');
    await shop.sql.query('UPDATE users SET is_staff = true WHERE id = $1', [member!.id]);
    const labelled = await quotedOrder(shop, area);
    await pay(shop, labelled.customer.access, labelled.orderId);
    await orderWhen(shop, labelled.customer.access, labelled.orderId, (o) => Boolean(o.waybill), 'the waybill');
    const label = await as(shop, member!.access).call(
      'POST',
      '/api/orders/create_labels/',
      { order_ids: [labelled.orderId] },
      { accept: 'application/json' },
    );
    expect(label.status).toBe(200);
    // an order left unpaid with its Snap popup open: reconciled every period, cancelled at its deadline
    const unpaid = await quotedOrder(shop, area);
    const snap = await shop.call('POST', '/api/midtrans/token/', {
      body: { order_id: unpaid.orderId },
      token: unpaid.customer.access,
    });
    expect(snap.status).toBe(200);

    // traffic: orders paid just before the flush, and just after. The worker is paused while the
    // first are paid, so their jobs are in Redis, handed over and not yet done, when it is emptied,
    // however quickly the worker would have run them
    const worker = processes[1]!.child;
    worker.kill('SIGSTOP');
    let before: TalliedOrder[];
    let flushed: number;
    try {
      before = await Promise.all([1, 2, 3].map(() => paidOrder(area)));
      await waitUntil(async () => (await jobsInRedis(shop)) >= before.length, {
        timeoutMs: 15_000,
        what: "the paid orders' jobs handed to Redis",
      });
      flushed = Date.now();
      await redis.flushAll();
    } finally {
      worker.kill('SIGCONT');
    }
    const after = await Promise.all([1, 2, 3].map(() => paidOrder(area)));

    const tracked = await waitUntil(
      async () => (await jnt(shop).requests()).filter((r) => r.route === 'track').find(since(flushed)),
      { timeoutMs: 3 * PERIOD_MS + 5_000, what: 'a tracking refresh after the flush' },
    );
    const statusPath = `/v2/${unpaid.orderId}-1/status`;
    const reconciled = await waitUntil(
      async () => (await control(shop).requests()).filter((r) => r.path.endsWith(statusPath)).find(since(flushed)),
      { timeoutMs: 3 * PERIOD_MS + 5_000, what: 'the unpaid attempt checked with Midtrans after the flush' },
    );

    const orders: TalliedOrder[] = [
      { orderId: labelled.orderId, product: labelled.product, paid: true },
      ...before,
      ...after,
      { orderId: unpaid.orderId, product: unpaid.product, paid: false },
    ];
    const paidIds = orders.filter((o) => o.paid).map((o) => o.orderId);
    await waitUntil(
      async () => {
        const { rows } = await shop.sql.query(
          `SELECT count(DISTINCT stream_id)::int AS n FROM events
            WHERE event_type = 'WaybillAssigned' AND stream_id = ANY($1)`,
          [paidIds.map((id) => `order-${id}`)],
        );
        const receipts = shop.mail.store
          .list()
          .filter((m) => paidIds.some((id) => m.subject.startsWith(`Kilau payment received for order #${id} `)));
        return rows[0].n === paidIds.length && receipts.length >= paidIds.length;
      },
      { timeoutMs: 45_000, what: 'every waybill and payment mail' },
    );
    const jobsBackMs = Date.now() - flushed;
    const { rows } = await shop.sql.query(
      `SELECT (data->>'paymentDeadline')::timestamptz AS deadline,
         (SELECT recorded_at FROM events c WHERE c.stream_id = e.stream_id AND c.event_type = 'OrderCancelled') AS cancelled
       FROM events e WHERE stream_id = $1 AND event_type = 'OrderPlaced'`,
      [`order-${unpaid.orderId}`],
    );
    const deadline = rows[0].deadline.getTime();
    await waitUntil(
      async () =>
        (
          await shop.sql.query(`SELECT 1 FROM events WHERE stream_id = $1 AND event_type = 'OrderCancelled'`, [
            `order-${unpaid.orderId}`,
          ])
        ).rowCount === 1,
      { timeoutMs: Math.max(0, deadline - Date.now()) + 3 * PERIOD_MS + 5_000, what: 'the unpaid order cancelled' },
    );
    const cancelledAt = (
      await shop.sql.query(`SELECT recorded_at FROM events WHERE stream_id = $1 AND event_type = 'OrderCancelled'`, [
        `order-${unpaid.orderId}`,
      ])
    ).rows[0].recorded_at.getTime();
    const sweepLateMs = cancelledAt - deadline;
    expect(sweepLateMs).toBeLessThan(PERIOD_MS + 1_500);
    const trackingMs = Date.parse(tracked.at) - flushed;
    const reconcileMs = Date.parse(reconciled.at) - flushed;
    expect(trackingMs).toBeLessThan(PERIOD_MS + 2_000);
    expect(reconcileMs).toBeLessThan(PERIOD_MS + 2_000);

    await sleep(4 * PERIOD_MS); // a few outbox leases and flushes' worth of looks: nothing runs again
    const tally = await tallyOrders(shop, orders, STOCK);
    expect(tally.note).toContain('payments 0/0, waybills 0/0, stock 0/0, mails 0/0');
    const resent = resentByRedrive(logs);
    expect(resent).toBeGreaterThan(0);
    await reportFault({
      fault: 'Redis FLUSHALL under traffic (API and worker processes, safety-net periods 1 s)',
      lost: tally.lost,
      doubled: tally.doubled,
      recoveryMs: jobsBackMs,
      note:
        `every waybill and payment mail in (from the flush); tracking refreshed ${trackingMs} ms and the open ` +
        `attempt reconciled ${reconcileMs} ms after it; the unpaid order cancelled ${sweepLateMs} ms after its ` +
        `deadline; ${resent} lost jobs handed over again by the outbox (${mailsNotSentAgain(logs)} of them mails already ` +
        `sent, not sent twice); ${tally.note}`,
    });
  }, 90_000);
});
