import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { ShopWorkerModule } from '@kilau/shop';

import { dumpTestRedisKeys } from '../harness/redis.js';
import { waitUntil } from '../harness/wait.js';
import { customers, readLoginMail, type ShopUnderTest, startShop } from '../shop-app.js';
import { client } from './login-attack.js';
import { openQueueDashboard } from './queue-dashboard.js';

/** Whether `text` holds a four-digit code as a value of its own (not inside a longer number or id). */
const holdsCode = (text: string, code: string) => new RegExp(`(?<![\\w-])${code}(?![\\w-])`).test(text);

/**
 * A login code and its sign-in link reach the mailbox and nowhere else a member of staff or an
 * operator can read: not the mail job in Redis (nor any other key of the shop's), not the queue
 * dashboard, not a log line at any level. The worker opens them from the code's row, where they
 * are sealed until the mail is sent.
 */
describe('login codes and links in Redis, the queue dashboard and the logs', () => {
  const lines: string[] = [];
  let shop: ShopUnderTest;
  let worker: INestApplicationContext | undefined;
  let staff: string;

  beforeAll(async () => {
    // no worker at first, so the mail job is seen waiting in Redis with all it carries
    shop = await startShop({}, { worker: false, logTo: { write: (line) => void lines.push(line) } });
    const [member] = await customers(shop, 1, 'gudang');
    await shop.sql.query('UPDATE users SET is_staff = true WHERE id = $1', [member!.id]);
    staff = member!.access;
  });
  afterAll(async () => {
    await worker?.close();
    await shop.close();
  });

  const redisText = async () =>
    JSON.stringify(await dumpTestRedisKeys({ url: shop.config.redisUrl, prefix: shop.config.redisPrefix }));
  /** What the staff's queue dashboard (bull-board's JSON API) shows of both mail queues. */
  const dashboardText = async () => {
    const { cookie } = await openQueueDashboard(shop.url, staff);
    const shown = [];
    for (const queue of ['login-mail', 'mail'])
      for (const status of ['latest', 'waiting', 'active', 'completed', 'failed', 'delayed']) {
        const answer = await fetch(
          `${shop.url}/admin/queues/api/queues?activeQueue=${queue}&status=${status}&page=1&jobsPerPage=100`,
          { headers: { cookie } },
        );
        expect(answer.status).toBe(200);
        shown.push(await answer.text());
      }
    return shown.join('\n');
  };

  it('keeps them out of Redis, the dashboard and the logs, before, while and after the mail goes', async () => {
    const email = 'rahasia@example.com';
    const owner = client(shop, '198.51.100.30');
    expect((await owner.requestCode(email)).status).toBe(200);
    const [row] = (await shop.sql.query('SELECT id, mail_sealed FROM otp_codes WHERE email = $1', [email])).rows;
    expect(row.mail_sealed).toBeInstanceOf(Buffer);
    const jobKeys = async () =>
      Object.keys(await dumpTestRedisKeys({ url: shop.config.redisUrl, prefix: shop.config.redisPrefix })).filter(
        (key) => key.endsWith(row.id),
      );

    // the job waits in Redis: it is there, under the code's id, and that is all it says
    await waitUntil(async () => (await jobKeys()).length > 0, { what: 'the mail job in Redis' });
    const waitingInRedis = await redisText();
    const waitingOnBoard = await dashboardText();
    expect(waitingOnBoard).toContain(row.id);

    worker = await NestFactory.createApplicationContext(ShopWorkerModule.forRoot(shop.config), { logger: false });
    const mail = await readLoginMail(shop, email);
    // once sent, the row forgets them, and the finished job leaves Redis
    const sealed = async () =>
      (await shop.sql.query('SELECT mail_sealed FROM otp_codes WHERE id = $1', [row.id])).rows[0].mail_sealed;
    await waitUntil(async () => (await sealed()) === null, { what: 'the sealed code wiped' });
    await waitUntil(async () => (await jobKeys()).length === 0, { what: 'the finished job gone from Redis' });

    expect((await owner.verify(email, mail.code)).status).toBe(200);
    const again = await client(shop, '198.51.100.30').codeMail(email);
    expect((await owner.openLink(again.token)).status).toBe(200);

    const places = {
      'Redis while the job waited': waitingInRedis,
      'the dashboard while the job waited': waitingOnBoard,
      'Redis after the mails went': await redisText(),
      'the dashboard after the mails went': await dashboardText(),
      'the logs': lines.join('\n'),
    };
    expect(lines.some((line) => line.includes('login mail sent'))).toBe(true);
    for (const [place, text] of Object.entries(places)) {
      for (const { code, token } of [mail, again]) {
        expect({ place, code: holdsCode(text, code) }).toEqual({ place, code: false });
        expect({ place, token: text.includes(token) }).toEqual({ place, token: false });
      }
    }
  });

  it('seals the code and link in the row with a key of their own, not in clear', async () => {
    const email = 'segel@example.com';
    const owner = client(shop, '198.51.100.31');
    const before = shop.mail.store.list()[0]?.id ?? 0;
    await worker!.close();
    worker = undefined;
    await owner.requestCode(email);
    const { rows } = await shop.sql.query('SELECT id, mail_sealed, link_hash FROM otp_codes WHERE email = $1', [email]);
    const sealed: Buffer = rows[0].mail_sealed;
    worker = await NestFactory.createApplicationContext(ShopWorkerModule.forRoot(shop.config), { logger: false });
    const mail = await readLoginMail(shop, email, before);
    expect(sealed.includes(Buffer.from(mail.token))).toBe(false);
    expect(holdsCode(sealed.toString('latin1'), mail.code)).toBe(false);
    expect(rows[0].link_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].link_hash).not.toContain(mail.token);
  });

  it('wipes the sealed code of a mail that could not be sent after its last try', async () => {
    await worker?.close();
    // a mail server that is not there: every try fails at once (the test shop tries 4 times)
    worker = await NestFactory.createApplicationContext(
      ShopWorkerModule.forRoot({ ...shop.config, smtpUrl: 'smtp://127.0.0.1:9' }),
      { logger: false },
    );
    const email = 'tak-terkirim@example.com';
    await client(shop, '198.51.100.32').requestCode(email);
    const sealed = async () =>
      (await shop.sql.query('SELECT mail_sealed FROM otp_codes WHERE email = $1', [email])).rows[0].mail_sealed;
    await waitUntil(async () => (await sealed()) === null, { what: 'the sealed code wiped after the last try' });
    expect(shop.mail.store.list().some((m) => m.to.includes(email))).toBe(false);
  });
});
