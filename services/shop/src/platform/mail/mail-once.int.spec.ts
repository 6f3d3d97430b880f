import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

import { OutboxRelay } from '../jobs/outbox-relay.js';
import { MAIL_QUEUE } from './mail-message.js';

/**
 * A mail job handed over again after Redis lost it (the outbox's re-drive, under the same job id)
 * finds its outbox row done when the mail went the first time, and sends nothing: Redis emptied
 * while a mail went takes the worker's `completed` event with it, so the row is marked in
 * PostgreSQL as soon as SMTP took the mail. The job carries no mail: the run reads it from the row.
 */
describe('a mail and the job that sends it again', () => {
  let shop: ShopUnderTest;
  let queue: Queue;

  beforeAll(async () => {
    shop = await startShop();
    queue = shop.api.get<Queue>(getQueueToken(MAIL_QUEUE), { strict: false });
  });
  afterAll(() => shop?.close());

  const row = (jobId: string, to: string, done: boolean) =>
    shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload, published_at, done_at)
       VALUES ('mail', 'send', $1, $2, now(), CASE WHEN $3 THEN now() END)`,
      [jobId, JSON.stringify({ to, subject: `mail ${jobId}`, text: 'halo' }), done],
    );
  const handOver = async (jobId: string, to: string) => {
    await queue.add('send', { to, subject: `mail ${jobId}`, text: 'halo' }, { jobId });
    await waitUntil(async () => (await queue.getJob(jobId))?.finishedOn !== undefined, { what: `${jobId} run` });
    return (await queue.getJob(jobId))!.returnvalue as string;
  };
  const mailsTo = (to: string) => shop.mail.store.list().filter((mail) => mail.to.includes(to));

  it('sends nothing for a row marked done when the mail went before', async () => {
    await row('mail_again_1', 'sekali@example.com', true);
    expect(await handOver('mail_again_1', 'sekali@example.com')).toBe('sent before');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('sekali@example.com')).toHaveLength(0);
  });

  it('sends a mail whose row is not done, and marks the row done', async () => {
    await row('mail_first_1', 'pertama@example.com', false);
    expect(await handOver('mail_first_1', 'pertama@example.com')).toBe('sent');
    await shop.mail.waitForMailTo('pertama@example.com', 10_000);
    const { rows } = await shop.sql.query(`SELECT done_at FROM outbox WHERE job_id = 'mail_first_1'`);
    expect(rows[0].done_at).toBeInstanceOf(Date);
  });

  it('sends a mail again under its first Message-ID when its done mark was lost after SMTP took it', async () => {
    await row('mail_twice_1', 'dua-kali@example.com', false);
    await row('mail_other_1', 'lain@example.com', false);
    expect(await handOver('mail_twice_1', 'dua-kali@example.com')).toBe('sent');
    await shop.mail.waitForMailTo('dua-kali@example.com', 10_000);
    // the mark lost and the job forgotten: the outbox hands the same mail over again
    await shop.sql.query(`UPDATE outbox SET done_at = NULL WHERE job_id = 'mail_twice_1'`);
    await (await queue.getJob('mail_twice_1'))!.remove();
    expect(await handOver('mail_twice_1', 'dua-kali@example.com')).toBe('sent');
    expect(await handOver('mail_other_1', 'lain@example.com')).toBe('sent');
    await waitUntil(() => mailsTo('dua-kali@example.com').length === 2, { what: 'the second try' });
    await shop.mail.waitForMailTo('lain@example.com', 10_000);

    const [first, second] = mailsTo('dua-kali@example.com').map((mail) => mail.messageId);
    expect(first).toMatch(/^<[0-9a-f]{32}@[a-z0-9.-]+>$/);
    expect(second).toBe(first);
    expect(mailsTo('lain@example.com')[0]!.messageId).not.toBe(first);
  });

  it('hands a mail to Redis without its content, and sends it from its outbox row', async () => {
    await shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload) VALUES ('mail', 'send', 'mail_by_row_1', $1)`,
      [JSON.stringify({ to: 'dari-baris@example.com', subject: 'mail by row', text: 'Halo dari baris outbox' })],
    );
    await shop.api.get(OutboxRelay).flush();
    const mail = await shop.mail.waitForMailTo('dari-baris@example.com', 10_000);
    expect(mail.text).toContain('Halo dari baris outbox');
    const job = await queue.getJob('mail_by_row_1');
    expect(job!.data).toEqual({});
    await waitUntil(async () => (await queue.getJob('mail_by_row_1'))?.returnvalue === 'sent', { what: 'the run' });
  });

  it('fails a job that has neither a row nor a mail of its own, sending nothing', async () => {
    await queue.add('send', {}, { jobId: 'mail_nothing_1' });
    await waitUntil(async () => Boolean((await queue.getJob('mail_nothing_1'))?.failedReason), {
      what: 'the failed run',
    });
    expect((await queue.getJob('mail_nothing_1'))!.failedReason).toBe(
      'the mail job has no mail: its outbox row holds none',
    );
    await queue.remove('mail_nothing_1');
  });
});
