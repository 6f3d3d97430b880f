import { type ShopUnderTest, startShop } from '@kilau/test';

import type { MidtransNotification } from './midtrans/midtrans-types.js';
import { NotificationInbox } from './notification-inbox.js';

/** Notifications handed in together are written together, and come out as if written one by one. */
describe('NotificationInbox', () => {
  let shop: ShopUnderTest;
  let inbox: NotificationInbox;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    inbox = shop.api.get(NotificationInbox);
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

  it('counts repeats within one write and across writes, each new notification with one check', async () => {
    const attempt = '970001-1';
    // handed in in one tick: the first is written alone, the rest wait for it and go as one batch
    await Promise.all([
      ...Array.from({ length: 12 }, () => inbox.keep(pending(attempt, 'same'))),
      ...Array.from({ length: 4 }, (_, i) => inbox.keep(pending(attempt, `other-${i}`))),
      inbox.keep({ ...pending(attempt, 'paid'), transaction_status: 'settlement', status_code: '200' }),
    ]);
    await inbox.keep(pending(attempt, 'same'));
    expect(await kept(attempt)).toEqual([
      ...[0, 1, 2, 3].map((i) => ({ transaction_id: `other-${i}`, times: 1, checks: ['payment-checks'] })),
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
});
