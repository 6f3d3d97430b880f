import { freePort } from '@kilau/local-stack';
import { Tokens } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { placedOrder } from '../payments/payment-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';

interface OutboxRow {
  id: number;
  job_id: string;
  attempts: number;
  last_error: string | null;
  parked_at: string | null;
  published_at: string | null;
  done_at: string | null;
  failed_at: string | null;
}

/**
 * Jobs that go wrong on their own: an outbox row no queue will take, and a mail the mail server
 * never accepts. Neither holds up the rest, and staff see both.
 */
describe('jobs in trouble', () => {
  let shop: ShopUnderTest;
  let staff: string;

  beforeAll(async () => {
    // a mail server that is not there: every mail fails, on its last of two attempts for good
    const nowhere = `smtp://127.0.0.1:${await freePort()}`;
    shop = await startShop({ smtpUrl: nowhere, outboxMaxAttempts: 3, jobAttempts: 2, jobBackoffMs: 20 });
    const [member] = await customers(shop, 1, 'staf');
    await shop.sql.query('UPDATE users SET is_staff = true WHERE id = $1', [member!.id]);
    staff = await shop.api.get(Tokens).access({ id: member!.id, email: member!.email, isStaff: true });
  });
  afterAll(() => shop?.close());

  const row = async (jobId: string): Promise<OutboxRow | undefined> =>
    (await shop.sql.query<OutboxRow>(`SELECT id::int, * FROM outbox WHERE job_id = $1`, [jobId])).rows[0];

  it('hands over the rows after a poisoned one, and parks the poisoned one for staff after its tries', async () => {
    // a row for a queue this version has not got (written by a newer one, say), first in line
    await shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload) VALUES ('retired-queue', 'gone', 'gone_1', '{}')`,
    );
    const { orderId } = await placedOrder(shop);
    await waitUntil(async () => (await row(`mail_mail-order-placed_${orderId}`))?.published_at != null, {
      what: "the order's confirmation job handed over, though a row before it cannot be",
    });
    const parked = await waitUntil(async () => ((await row('gone_1'))?.parked_at ? row('gone_1') : undefined), {
      what: 'the poisoned row parked',
    });
    expect(parked).toMatchObject({ attempts: 3, last_error: expect.stringContaining('retired-queue') });

    const listed = await shop.call('GET', '/api/admin/outbox/', { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.body.parked).toEqual([
      expect.objectContaining({
        job_id: 'gone_1',
        queue: 'retired-queue',
        attempts: 3,
        last_error: parked!.last_error,
      }),
    ]);
    const [customer] = await customers(shop, 1, 'bukan-staf');
    expect((await shop.call('GET', '/api/admin/outbox/', { token: customer!.access })).status).toBe(403);

    const retried = await shop.call('POST', `/api/admin/outbox/${parked!.id}/retry`, { token: staff });
    expect(retried.status).toBe(200);
    // tried again from a fresh count, and parked again: it still has nowhere to go
    await waitUntil(async () => (await row('gone_1'))?.parked_at != null, { what: 'the row parked again' });
    await shop.sql.query(`DELETE FROM outbox WHERE job_id = 'gone_1'`);
  });

  it("records a mail that failed for good on its order's timeline", async () => {
    const { orderId } = await placedOrder(shop);
    const mailJob = `mail_mail-order-placed_${orderId}`;
    const failures = await waitUntil(
      async () => {
        const timeline = await shop.call('GET', `/api/admin/orders/${orderId}/timeline/`, { token: staff });
        const entries = (timeline.body.entries ?? []) as Array<{ type: string; summary: string; error: string }>;
        const failed = entries.filter((entry) => entry.type === 'JobFailed');
        return failed.length ? failed : undefined;
      },
      { what: 'the failure on the timeline' },
    );
    expect(failures).toEqual([
      expect.objectContaining({ summary: 'Job send on mail gave up after 2 tries', error: expect.any(String) }),
    ]);
    expect((await row(mailJob))?.failed_at).not.toBeNull();
    const listed = await shop.call('GET', '/api/admin/outbox/', { token: staff });
    expect(listed.body.failed).toEqual(
      expect.arrayContaining([expect.objectContaining({ job_id: mailJob, queue: 'mail' })]),
    );
  });
});
