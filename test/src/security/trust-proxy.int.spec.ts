import { type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * Behind a load balancer that is not on loopback (a docker network, a cloud balancer), TRUST_PROXY
 * names how many proxies stand in front, so rate limits count real clients apart instead of
 * counting every shopper as the balancer; a client cannot pick its address by writing its own
 * X-Forwarded-For in front of what the proxies add.
 */
describe('TRUST_PROXY as a hop count', () => {
  let shop: ShopUnderTest;
  const balancer = '10.0.0.2';
  const guess = (forwardedFor: string) =>
    shop.call('POST', '/api/auth/verify-otp/', {
      body: { email: 'siapa@example.com', code: '0000' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  beforeAll(async () => {
    // the test's own loopback connection, then the balancer at 10.0.0.2: two hops to trust
    shop = await startShop({ trustProxy: 2, otpVerifiesPerClient: 3 });
  });
  afterAll(() => shop.close());

  it('counts clients behind the balancer apart, and a written X-Forwarded-For changes nothing', async () => {
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await guess(`198.51.100.1, ${balancer}`));
    expect(first.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(first[3]!.body.detail).toMatch(/^Too many login attempts from this connection/);

    const spoofed = await guess(`203.0.113.99, 198.51.100.1, ${balancer}`);
    expect(spoofed.status).toBe(429);

    const second = await guess(`198.51.100.2, ${balancer}`);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('otp_not_found');
  });
});
