import { createHash } from 'node:crypto';

import { CONTACT } from '../orders/checkout-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import {
  doneOrder,
  mailedReviewLink,
  paidOrder,
  type ReviewCatalogue,
  reviewCatalogue,
  reviewSubject,
  runReviewLinkJob,
} from './review-helpers.js';

/** A finished order's review link: made and mailed once by the `review-link` job, over real SMTP. */
describe('the review link mail', () => {
  let shop: ShopUnderTest;
  let catalogue: ReviewCatalogue;

  beforeAll(async () => {
    shop = await startShop();
    catalogue = await reviewCatalogue(shop);
  });
  afterAll(() => shop.close());

  /** The order's review mails: handed to the mail queue (outbox rows) and arrived in the inbox. */
  const reviewMails = async (orderId: number) => ({
    written: (
      await shop.sql.query(`SELECT count(*)::int AS n FROM outbox WHERE queue = 'mail' AND payload->>'subject' = $1`, [
        reviewSubject(orderId),
      ])
    ).rows[0].n as number,
    received: shop.mail.store.list().filter((m) => m.subject === reviewSubject(orderId)).length,
  });

  it('mails a done order a working link at its contact address, and keeps only the hash of the token', async () => {
    const { orderId, userId, token, mail } = await mailedReviewLink(shop, catalogue);
    expect(mail.to).toEqual([CONTACT.email]);
    expect(mail.text).toContain('Hi Rina,');
    expect(mail.text).toContain(`Pesanan #${orderId} sudah sampai`);
    expect(mail.html).toContain(`href="${shop.url}/review?token=${token}"`);

    const validated = await shop.call('GET', `/api/review/validate/?token=${token}`);
    expect(validated).toMatchObject({ status: 200, body: { user_id: userId, order_id: orderId, review_token: token } });
    const { rows } = await shop.sql.query(`SELECT * FROM review_links WHERE order_id = $1`, [orderId]);
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: userId,
        token_hash: createHash('sha256').update(token).digest('hex'),
        used_at: null,
        created_at: expect.any(Date),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends nothing twice when the job runs again, or several times at once', async () => {
    const { orderId } = await mailedReviewLink(shop, catalogue);
    expect(await runReviewLinkJob(shop, orderId, `mail-review-link_${orderId}-again`)).toBe('already_sent');

    const racing = await doneOrder(shop, catalogue);
    const outcomes = await Promise.all(
      [1, 2, 3].map((n) => runReviewLinkJob(shop, racing.orderId, `mail-review-link_${racing.orderId}-${n}`)),
    );
    expect(outcomes.sort()).toEqual(['already_sent', 'already_sent', 'sent']);
    await shop.mail.waitForMailTo(CONTACT.email, 15_000, (m) => m.subject === reviewSubject(racing.orderId));

    expect(await reviewMails(orderId)).toEqual({ written: 1, received: 1 });
    expect(await reviewMails(racing.orderId)).toEqual({ written: 1, received: 1 });
    const links = await shop.sql.query(`SELECT count(*)::int AS n FROM review_links WHERE order_id = ANY($1)`, [
      [orderId, racing.orderId],
    ]);
    expect(links.rows[0].n).toBe(2);
  });

  it('refuses the link of an order that is not done, and of one that does not exist, mailing nothing', async () => {
    const { orderId } = await paidOrder(shop, catalogue);
    expect(await runReviewLinkJob(shop, orderId)).toBe('not_done');
    expect(await runReviewLinkJob(shop, 999_999_999)).toBe('not_found');
    const links = await shop.sql.query(`SELECT count(*)::int AS n FROM review_links WHERE order_id = $1`, [orderId]);
    expect(links.rows[0].n).toBe(0);
    expect((await reviewMails(orderId)).written).toBe(0);
  });
});
