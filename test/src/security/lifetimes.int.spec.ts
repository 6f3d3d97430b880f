import { ReviewMessages } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { mailedReviewLink, type ReviewCatalogue, reviewCatalogue } from '../reviews/review-helpers.js';
import { logIn, type ShopUnderTest, startShop } from '../shop-app.js';

/** A short REFRESH_TOKEN_TTL, so a test outlives a session (long enough for a slow CI call). */
const REFRESH_TTL_SECONDS = 12;

/** Waits for the clock to pass an instant (the shop judges lives by it). */
const clockPasses = (instant: number) =>
  waitUntil(() => Date.now() > instant, { timeoutMs: 30_000, intervalMs: 50, what: 'the clock' });

/** Sessions and review links end: a refresh keeps its session's end, and an old review link is refused. */
describe('what ends', () => {
  let shop: ShopUnderTest;
  let catalogue: ReviewCatalogue;

  beforeAll(async () => {
    shop = await startShop({ refreshTokenTtlSeconds: REFRESH_TTL_SECONDS });
    catalogue = await reviewCatalogue(shop);
  });
  afterAll(() => shop.close());

  const refresh = (token: string) => shop.call('POST', '/api/auth/refresh/', { body: { refresh: token } });
  const endsOf = async (userId: number) =>
    (
      await shop.sql.query<{ expires_at: Date }>(
        'SELECT expires_at FROM refresh_tokens WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
    ).rows.map((row) => row.expires_at.getTime());

  it("keeps the login's end through every refresh, then ends the session", async () => {
    // its own address each run, so a retried run reads only its own sessions
    const session = await logIn(shop, `sesi-panjang-${Date.now()}@example.com`);
    const [end] = await endsOf(session.user.id);
    const first = await refresh(session.refresh);
    expect(first.status).toBe(200);
    // a refresh shortly before the end (5 s: a loaded machine's call still arrives in time); before,
    // it gave the session a fresh REFRESH_TOKEN_TTL, which would end 7 s after this one
    await clockPasses(end! - 5_000);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);
    expect(await endsOf(session.user.id)).toEqual([end, end, end]);

    await clockPasses(end! + 300);
    expect(await refresh(second.body.refresh)).toMatchObject({
      status: 401,
      body: { error: 'not_authenticated', detail: 'The refresh token has expired' },
    });
  });

  const validate = (token: string) => shop.call('GET', `/api/review/validate/?token=${token}`);
  const ageLink = (orderId: number, age: string) =>
    shop.sql.query(`UPDATE review_links SET created_at = now() - $2::interval WHERE order_id = $1`, [orderId, age]);

  it('refuses a review link 30 days after its mail, from validate, the order and submit alike', async () => {
    const link = await mailedReviewLink(shop, catalogue);
    expect(link.mail.text).toContain('works for 30 days');
    expect(link.mail.text).toContain('berlaku 30 hari');

    await ageLink(link.orderId, '29 days 23 hours');
    expect((await validate(link.token)).status).toBe(200);

    await ageLink(link.orderId, '30 days 1 minute');
    const expired = {
      status: 410,
      body: {
        error: 'review_link_expired',
        message: 'This review link has expired',
        detail: 'A review link works for 30 days after the order arrives',
      },
    };
    expect(await validate(link.token)).toMatchObject(expired);
    const order = await shop.call('GET', `/api/review/order/?token=${link.token}&order_id=${link.orderId}`);
    expect(order).toMatchObject(expired);
    expect(JSON.stringify(order.body)).not.toContain('Anggrek');
    const submitted = await shop.call('POST', '/api/review/submit/', {
      body: { token: link.token, rating: 5, review_text: 'Terlambat' },
    });
    expect(submitted).toMatchObject(expired);
    const { rows } = await shop.sql.query('SELECT used_at, review_id FROM review_links WHERE order_id = $1', [
      link.orderId,
    ]);
    expect(rows).toEqual([{ used_at: null, review_id: null }]);
  });

  it('still says an old link was used, once it has been', async () => {
    const link = await mailedReviewLink(shop, catalogue);
    const submitted = await shop.call('POST', '/api/review/submit/', {
      body: { token: link.token, rating: 5, review_text: 'Bagus sekali' },
    });
    expect(submitted.status).toBe(201);
    await ageLink(link.orderId, '90 days');
    expect(await validate(link.token)).toMatchObject({
      status: 410,
      body: { error: 'review_link_used', message: ReviewMessages.alreadyReviewed },
    });
    const order = await shop.call('GET', `/api/review/order/?token=${link.token}`);
    expect(order).toMatchObject({ status: 200, body: { reviewed: true, items: [] } });
  });
});
