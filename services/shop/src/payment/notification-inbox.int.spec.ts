import { type ShopUnderTest, startShop } from '@kilau/test';

import { EventLog } from '../platform/event-log/event-log.js';
import type { MidtransNotification } from './midtrans/midtrans-types.js';
import { NotificationInbox } from './notification-inbox.js';
import { PendingChecks } from './pending-checks.js';

/** Notifications handed in together are written together, and come out as if written one by one. */
describe('NotificationInbox', () => {
  let shop: ShopUnderTest;
  let inbox: NotificationInbox;
  let checksWaiting: PendingChecks;

  beforeAll(async () => {
    // no worker: a check queued stays queued until the test begins it as the worker would
    shop = await startShop({}, { worker: false });
    inbox = shop.api.get(NotificationInbox);
    checksWaiting = new PendingChecks(shop.api.get(EventLog));
  });
  afterAll(() => shop.close());

  const pending = (attempt: string, transactionId: string): MidtransNotification => ({
    order_id: attempt,
    transaction_id: transactionId,
    transaction_status: 'pending',
    status_code: '201',
    gross_amount: '10000.00',
    signature_key: 'not checked here',
  });

  const kept = async (attempt: string) =>
    (
      await shop.sql.query(
        `SELECT n.body->>'transaction_id' AS transaction_id, n.times_received AS times,
           array_agg(o.queue) FILTER (WHERE o.id IS NOT NULL) AS checks
         FROM payment_notifications n LEFT JOIN outbox o ON o.job_id = 'confirm-payment_' || n.id
         WHERE n.provider_order_id = $1 GROUP BY n.id ORDER BY 1`,
        [attempt],
      )
    ).rows;

  it('counts repeats within one write and across writes, a routine check waiting for the attempt taking the new pending ones', async () => {
    const attempt = '970001-1';
    // the first pending news queues the attempt's routine check
    await inbox.keep(pending(attempt, 'same'));
    // handed in in one turn: written together, the repeats counted once each
    await Promise.all([
      ...Array.from({ length: 11 }, () => inbox.keep(pending(attempt, 'same'))),
      ...Array.from({ length: 4 }, (_, i) => inbox.keep(pending(attempt, `other-${i}`))),
      inbox.keep({ ...pending(attempt, 'paid'), transaction_status: 'settlement', status_code: '200' }),
    ]);
    await inbox.keep(pending(attempt, 'same'));
    expect(await kept(attempt)).toEqual([
      // the first one's check still waits: the other pending ones add none
      ...[0, 1, 2, 3].map((i) => ({ transaction_id: `other-${i}`, times: 1, checks: null })),
      { transaction_id: 'paid', times: 1, checks: ['payments'] },
      { transaction_id: 'same', times: 13, checks: ['payment-checks'] },
    ]);
  });

  it('fails only the notification the database refuses, keeping the others of its batch', async () => {
    const attempt = '970002-1';
    const refused = { ...pending(attempt, 'too-long'), status_code: '2'.repeat(11) }; // wider than its column
    const results = await Promise.allSettled([
      inbox.keep(pending(attempt, 'first')),
      inbox.keep(pending(attempt, 'second')),
      inbox.keep(refused),
      inbox.keep(pending(attempt, 'third')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await kept(attempt)).map((row) => row.transaction_id)).toEqual(['first', 'second', 'third']);
  });

  /** The checks queued for an attempt: job id, queue, and what the notification claimed. */
  const checks = async (attempt: string) =>
    (
      await shop.sql.query(
        `SELECT job_id, queue, payload->'notified'->>'transactionStatus' AS claimed FROM outbox
         WHERE job_name = 'confirm-payment' AND payload->>'attemptId' = $1 ORDER BY id`,
        [attempt],
      )
    ).rows as Array<{ job_id: string; queue: string; claimed: string }>;

  const flood = (attempt: string, tag: string, count: number, status = 'pending') =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        inbox.keep({ ...pending(attempt, `${tag}-${i}`), transaction_status: status }),
      ),
    );

  it('queues one routine check for a flood of pending notifications of one attempt, while it waits', async () => {
    const attempt = '970003-1';
    await flood(attempt, 'first', 40);
    for (let round = 0; round < 5; round++) await flood(attempt, `more-${round}`, 10);
    expect(await checks(attempt)).toEqual([
      { job_id: expect.any(String), queue: 'payment-checks', claimed: 'pending' },
    ]);
    // another attempt, another claim, and news that may move money each have their own
    await flood('970004-1', 'other-attempt', 5);
    await flood(attempt, 'authorized', 5, 'authorize');
    await inbox.keep({ ...pending(attempt, 'paid'), transaction_status: 'settlement', status_code: '200' });
    expect((await checks('970004-1')).length).toBe(1);
    expect((await checks(attempt)).map((check) => [check.queue, check.claimed])).toEqual([
      ['payment-checks', 'pending'],
      ['payment-checks', 'authorize'],
      ['payments', 'settlement'],
    ]);
  });

  it('queues the next check for a notification that comes once the check has begun: the last news is checked after it came', async () => {
    const attempt = '970005-1';
    const notified = { transactionStatus: 'pending' };
    await flood(attempt, 'before', 20);
    const [first] = await checks(attempt);
    // the worker takes the check: from now on it may have read too early for what comes
    await checksWaiting.begun(attempt, notified, first!.job_id);
    await flood(attempt, 'while-it-runs', 20);
    const [, second] = await checks(attempt);
    expect(second).toMatchObject({ queue: 'payment-checks', claimed: 'pending' });
    expect((await checks(attempt)).length).toBe(2);
    // the first check run again (a retry) does not free the place of the one now waiting
    await checksWaiting.begun(attempt, notified, first!.job_id);
    await flood(attempt, 'after-a-retry', 20);
    expect((await checks(attempt)).length).toBe(2);
    await checksWaiting.begun(attempt, notified, second!.job_id);
    await flood(attempt, 'after-the-second', 1);
    expect((await checks(attempt)).length).toBe(3);
  });

  it("tells this process's relay at once only of a check that may move money: routine ones wait for its poll", async () => {
    const attempt = '970007-1';
    let told = 0;
    const stopHearing = shop.api.get(EventLog).onJobsWritten(() => (told += 1));
    try {
      await inbox.keep(pending(attempt, 'routine'));
      expect(told).toBe(0);
      await inbox.keep({ ...pending(attempt, 'paid'), transaction_status: 'settlement', status_code: '200' });
      expect(told).toBe(1);
    } finally {
      stopHearing();
    }
    expect((await checks(attempt)).map((check) => check.queue)).toEqual(['payment-checks', 'payments']);
  });

  it('forgets a check lost on its way after an hour, so that the next notification queues one', async () => {
    const attempt = '970006-1';
    await flood(attempt, 'lost', 3);
    await shop.sql.query(
      `UPDATE payment_checks_waiting SET queued_at = now() - interval '61 minutes' WHERE attempt_id = $1`,
      [attempt],
    );
    await checksWaiting.forgetLost();
    await flood(attempt, 'found', 3);
    expect((await checks(attempt)).length).toBe(2);
  });
});
