import { createHmac } from 'node:crypto';

import { deriveKey, hashLoginCode } from '@kilau/shop';

import { logIn, logInStaff, readLoginCode, type ShopUnderTest, startShop } from '../shop-app.js';
import { openQueueDashboard } from './queue-dashboard.js';

/** An HS256 JWT signed with `key`, made by hand as anyone holding the key could. */
function signJwt(claims: Record<string, unknown>, key: string | Buffer): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iat: now, exp: now + 600, ...claims })}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/**
 * Each token is accepted only where it belongs: the queue dashboard's ticket and cookie are no API
 * tokens, an API token does not open the dashboard, and nothing signed with JWT_SECRET itself
 * passes. Login codes are hashed with a key of their own.
 */
describe('token purpose', () => {
  let shop: ShopUnderTest;
  let staff: { access: string; user: { id: number; email: string } };
  let ticket: string;
  let cookie: string;

  beforeAll(async () => {
    shop = await startShop();
    staff = await logInStaff(shop, 'gudang@example.com');
    const opened = await openQueueDashboard(shop.url, staff.access);
    ticket = opened.ticket;
    cookie = opened.cookie.slice('kilau_queues='.length);
  });
  afterAll(() => shop.close());

  const asBearer = (path: string, token: string) => shop.call('GET', path, { token });
  const dashboard = (headers: Record<string, string>, query = '') =>
    fetch(`${shop.url}/admin/queues${query}`, { headers, redirect: 'manual' });

  it('refuses the queue ticket and the queue cookie as API bearer tokens', async () => {
    // the staff's own token opens both: the refusals below are the token's, not the caller's
    expect((await asBearer('/api/auth/me/', staff.access)).status).toBe(200);
    expect((await asBearer('/api/admin/orders-table/', staff.access)).status).toBe(200);
    for (const token of [ticket, decodeURIComponent(cookie)]) {
      for (const path of ['/api/auth/me/', '/api/admin/orders-table/', '/api/admin/queues/']) {
        expect(await asBearer(path, token)).toMatchObject({
          status: 401,
          body: { error: 'not_authenticated', detail: 'The access token is not valid' },
        });
      }
    }
  });

  it('does not open the queue dashboard with an API access token', async () => {
    expect((await dashboard({ cookie: `kilau_queues=${cookie}` })).status).toBe(200);
    expect((await dashboard({ authorization: `Bearer ${staff.access}` })).status).toBe(401);
    expect((await dashboard({}, `?ticket=${staff.access}`)).status).toBe(401);
    expect((await dashboard({ cookie: `kilau_queues=${staff.access}` })).status).toBe(401);
  });

  it('refuses tokens signed with JWT_SECRET itself, the key every token shared before', async () => {
    const secret = shop.config.jwtSecret;
    const sub = String(staff.user.id);
    const forged = [
      { sub, email: staff.user.email, staff: true },
      { sub, email: staff.user.email, staff: true, typ: 'access', aud: 'kilau-api' },
    ].map((claims) => signJwt(claims, secret));
    for (const token of forged) {
      expect((await asBearer('/api/auth/me/', token)).status).toBe(401);
      expect((await asBearer('/api/admin/orders-table/', token)).status).toBe(401);
    }
    expect((await dashboard({}, `?ticket=${signJwt({ sub, purpose: 'queues-ticket' }, secret)}`)).status).toBe(401);
    expect(
      (await dashboard({ cookie: `kilau_queues=${signJwt({ sub, purpose: 'queues-session' }, secret)}` })).status,
    ).toBe(401);
  });

  it('refuses an access token signed with another purpose key, or without its type and audience', async () => {
    const sub = String(staff.user.id);
    const claims = { sub, email: staff.user.email, staff: true };
    const secret = shop.config.jwtSecret;
    for (const token of [
      signJwt({ ...claims, typ: 'access', aud: 'kilau-api' }, deriveKey(secret, 'queue-ticket')),
      signJwt({ ...claims, typ: 'access' }, deriveKey(secret, 'access')),
      signJwt({ ...claims, aud: 'kilau-api' }, deriveKey(secret, 'access')),
      signJwt({ ...claims, typ: 'queue-ticket', aud: 'kilau-api' }, deriveKey(secret, 'access')),
    ]) {
      expect((await asBearer('/api/auth/me/', token)).status).toBe(401);
    }
    // and the access key with its type and audience is what the shop signs: the checks above are the claims'
    const genuine = signJwt({ ...claims, typ: 'access', aud: 'kilau-api' }, deriveKey(secret, 'access'));
    expect((await asBearer('/api/auth/me/', genuine)).status).toBe(200);
  });

  it("keeps a login code's hash under a key of its own, not the JWT secret", async () => {
    const email = 'kode-rahasia@example.com';
    const asked = await shop.call('POST', '/api/auth/request-otp/', { body: { email } });
    expect(asked.status).toBe(200);
    const code = await readLoginCode(shop, email);
    const { rows } = await shop.sql.query<{ code_hash: string }>(
      'SELECT code_hash FROM otp_codes WHERE email = $1 AND used_at IS NULL AND superseded_at IS NULL',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toBe(hashLoginCode(shop.config.jwtSecret, email, code));
    expect(rows[0]!.code_hash).toBe(hashLoginCode(deriveKey(shop.config.jwtSecret, 'otp'), email, code));
    const verified = await shop.call('POST', '/api/auth/verify-otp/', { body: { email, code } });
    expect(verified.status).toBe(200);
    expect((await asBearer('/api/auth/me/', verified.body.access)).body).toMatchObject({ email });
  });

  it('still serves a customer whose token the shop signed', async () => {
    const customer = await logIn(shop, 'pembeli@example.com');
    expect((await asBearer('/api/auth/me/', customer.access)).status).toBe(200);
    expect((await asBearer('/api/admin/orders-table/', customer.access)).status).toBe(403);
  });
});
