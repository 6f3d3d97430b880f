import type { CaughtMail } from '@kilau/mail-catcher';

import { waitUntil } from '../harness/wait.js';
import { CONTACT } from '../orders/checkout-helpers.js';
import { payment, placedOrder } from '../payments/payment-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { type FaultRedis, faultRedis } from './fault-redis.js';

/** The order's confirmation mail (to the checkout's contact address). */
const placedMail = (mail: CaughtMail, orderId: number) => mail.subject.includes(`order #${orderId} received`);

const sentRow = async (shop: ShopUnderTest, jobId: string) =>
  (await shop.sql.query(`SELECT published_at FROM outbox WHERE job_id = $1`, [jobId])).rows[0]?.published_at != null;

/** Redis emptied under a running shop (FLUSHALL): the safety nets and the jobs it held come back. */
describe('Redis emptied', () => {
  let redis: FaultRedis;

  beforeAll(async () => {
    redis = await faultRedis();
  });
  afterAll(() => redis?.stop());

  describe('the unpaid-order sweep', () => {
    const SWEEP_MS = 1_000;
    let shop: ShopUnderTest;

    beforeAll(async () => {
      // the outbox's lease is long: only the sweep can catch the lost order here
      shop = await startShop(
        { redisUrl: redis.url, orderPaymentTtlMs: 2_000, unpaidSweepMs: SWEEP_MS, outboxLeaseMs: 120_000 },
        { providers: true },
      );
    });
    afterAll(() => shop?.close());

    it('still cancels an unpaid order past its deadline within one period', async () => {
      const { customer, orderId } = await placedOrder(shop);
      await redis.flushAll(); // whatever Redis held of the order and any schedule kept there are gone
      await waitUntil(async () => (await payment(shop, customer.access, orderId)).status === 'cancelled', {
        timeoutMs: 10_000,
        what: `order ${orderId} cancelled`,
      });
      const { rows } = await shop.sql.query(
        `SELECT (data->>'paymentDeadline')::timestamptz AS deadline,
           (SELECT recorded_at FROM events c WHERE c.stream_id = e.stream_id AND c.event_type = 'OrderCancelled') AS cancelled
         FROM events e WHERE stream_id = $1 AND event_type = 'OrderPlaced'`,
        [`order-${orderId}`],
      );
      const late = rows[0].cancelled.getTime() - rows[0].deadline.getTime();
      expect(late).toBeLessThan(SWEEP_MS + 1_500);
    });
  });

  describe("the outbox's jobs", () => {
    const LEASE_MS = 500;
    let shop: ShopUnderTest;
    let worker: ShopProcess | undefined;

    beforeAll(async () => {
      // no worker yet: the order's jobs wait in Redis, to be lost there
      shop = await startShop({ redisUrl: redis.url, outboxLeaseMs: LEASE_MS }, { providers: true, worker: false });
    });
    afterAll(async () => {
      await worker?.stop();
      await shop?.close();
    });

    it('hands a job Redis lost to its queue again, and its mail arrives exactly once', async () => {
      const { orderId } = await placedOrder(shop);
      await waitUntil(() => sentRow(shop, `mail_mail-order-placed_${orderId}`), {
        what: 'the mail job handed to Redis',
      });
      await redis.flushAll();
      worker = await spawnShopProcess(shop, 'worker');
      await shop.mail.waitForMailTo(CONTACT.email, 20_000, (mail) => placedMail(mail, orderId));
      // the job's end is written back: neither the next looks nor another flush send it again
      await waitUntil(
        async () =>
          (
            await shop.sql.query(`SELECT count(*)::int AS n FROM outbox WHERE job_id LIKE $1 AND done_at IS NULL`, [
              `%mail-order-placed_${orderId}`,
            ])
          ).rows[0].n === 0,
        { what: 'the order mail and its sending marked done' },
      );
      await redis.flushAll();
      await new Promise((resolve) => setTimeout(resolve, 6 * LEASE_MS));
      expect(shop.mail.store.list().filter((mail) => placedMail(mail, orderId))).toHaveLength(1);
    });
  });
});
