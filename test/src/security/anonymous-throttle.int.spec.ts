import { signedNotification } from '../payments/payment-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { newClient } from './security-helpers.js';

const PER_MINUTE = 5;

/**
 * One address hammers the shop's anonymous API (the catalogue, search, the review link, the login
 * screen): past ANONYMOUS_REQUESTS_PER_MINUTE it gets 429 with Retry-After, whichever endpoint it
 * picks, while other addresses, logged-in calls and health checks go on.
 */
describe('the throttle of anonymous calls, per client address', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ anonymousRequestsPerMinute: PER_MINUTE }, { worker: false });
  }, 60_000);
  afterAll(() => shop?.close());

  const from = (client: string, path: string, token?: string) =>
    shop.call('GET', path, { headers: { 'x-forwarded-for': client }, token });

  it('refuses an address past its budget with 429 and Retry-After, on every anonymous endpoint', async () => {
    const client = newClient();
    const paths = ['/api/products/', '/api/search/?q=kalung', '/api/charms/', '/api/reviews/', '/api/page-banners/'];
    for (const path of paths) expect((await from(client, path)).status).toBe(200);
    for (const path of [...paths, '/api/review/validate/?token=x', '/api/areas/cities/?q=jak']) {
      const answer = await from(client, path);
      expect(answer).toMatchObject({
        status: 429,
        body: { error: 'rate_limited', message: expect.stringMatching(/^Too many requests from this connection\./) },
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    const refused = await shop.call('POST', '/api/auth/request-otp/', {
      body: { email: 'siapa@example.com' },
      headers: { 'x-forwarded-for': client },
    });
    expect(refused.status).toBe(429);
  });

  it('lets other addresses, logged-in calls and health checks through meanwhile', async () => {
    const client = newClient();
    for (let n = 0; n < PER_MINUTE; n++) await from(client, '/api/products/');
    expect((await from(client, '/api/products/')).status).toBe(429);
    expect((await from(newClient(), '/api/products/')).status).toBe(200);
    const [shopper] = await customers(shop, 1, 'throttle');
    for (let n = 0; n < PER_MINUTE + 3; n++) {
      expect((await from(client, '/api/products/', shopper!.access)).status).toBe(200);
    }
    expect((await from(client, '/api/health/live')).status).toBe(200);
  });

  it("never turns away Midtrans's signed notifications, but bounds wrong signatures per address", async () => {
    const midtrans = newClient();
    const notify = (body: Record<string, string>) =>
      shop.call('POST', '/api/midtrans/notification/', { body, headers: { 'x-forwarded-for': midtrans } });
    for (let n = 0; n < PER_MINUTE * 3; n++) {
      const signed = signedNotification(shop, { order_id: `${900_000 + n}-1`, gross_amount: '10000.00' });
      expect((await notify(signed)).status).toBe(200);
    }
    const forged = {
      ...signedNotification(shop, { order_id: '1-1', gross_amount: '1.00' }),
      signature_key: 'f'.repeat(128),
    };
    const statuses: number[] = [];
    for (let n = 0; n < 62; n++) statuses.push((await notify(forged)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('counts a made-up token as no login', async () => {
    const client = newClient();
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bukan-tanda-tangan';
    const statuses: number[] = [];
    for (let n = 0; n < PER_MINUTE + 1; n++) statuses.push((await from(client, '/api/products/', forged)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

/**
 * Without TRUST_PROXY naming the proxy in front, X-Forwarded-For is the sender's own claim: a
 * client rotating it still spends from its one real address.
 */
describe('the anonymous throttle with no trusted proxy', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ anonymousRequestsPerMinute: PER_MINUTE, trustProxy: 0 }, { worker: false });
  }, 60_000);
  afterAll(() => shop?.close());

  it('does not let a made-up X-Forwarded-For escape the budget', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < PER_MINUTE + 2; n++) {
      statuses.push((await shop.call('GET', '/api/products/', { headers: { 'x-forwarded-for': newClient() } })).status);
    }
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
    expect(statuses.slice(PER_MINUTE)).toEqual([429, 429]);
  });
});
