import { type Answer, readLoginCode, type ShopUnderTest, startShop } from '../shop-app.js';

const COOKIE_MODE = { 'x-refresh-mode': 'cookie' };

/** The attributes of the kilau_refresh cookie an answer sets ('httponly', 'path=/api/auth', ...), by name. */
function refreshCookie(answer: Answer): { value: string; attributes: Record<string, string> } | undefined {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('kilau_refresh='));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair!.slice('kilau_refresh='.length)),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [key, ...value] = attribute.split('=');
        return [key!.toLowerCase(), value.join('=')];
      }),
    ),
  };
}

/** Asks for a code and trades it at verify-otp with these headers. */
async function verify(shop: ShopUnderTest, email: string, headers: Record<string, string> = {}): Promise<Answer> {
  const newestBefore = shop.mail.store.list()[0]?.id ?? 0;
  await shop.call('POST', '/api/auth/request-otp/', { body: { email } });
  const code = await readLoginCode(shop, email, newestBefore);
  return shop.call('POST', '/api/auth/verify-otp/', { body: { email, code }, headers });
}

const withCookie = (value: string, headers: Record<string, string> = COOKIE_MODE) => ({
  ...headers,
  cookie: `kilau_refresh=${encodeURIComponent(value)}`,
});

/**
 * The refresh token's cookie mode, which the storefront and the console use: the token lives in
 * an httpOnly, SameSite=Strict cookie scoped to /api/auth and never appears in the JSON, so a
 * script in the page cannot read it or trade the cookie for it. API clients that do not ask for
 * cookie mode keep the token in the JSON, as before.
 */
describe('the refresh token in a cookie', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ refreshTokenTtlSeconds: 3600 });
  }, 60_000);
  afterAll(() => shop?.close());

  it('a login in cookie mode sets the cookie and leaves the token out of the JSON', async () => {
    const answer = await verify(shop, 'kuki@example.com', COOKIE_MODE);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['access', 'user']);
    const cookie = refreshCookie(answer)!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Strict', path: '/api/auth' });
    expect(Number(cookie.attributes['max-age'])).toBeGreaterThan(3590);
    expect(Number(cookie.attributes['max-age'])).toBeLessThanOrEqual(3600);
    // an http shop cannot promise https
    expect(cookie.attributes).not.toHaveProperty('secure');
  });

  it('a login without cookie mode answers {access, refresh, user} and sets no cookie', async () => {
    const answer = await verify(shop, 'api-klien@example.com');
    expect(Object.keys(answer.body).sort()).toEqual(['access', 'refresh', 'user']);
    expect(refreshCookie(answer)).toBeUndefined();
  });

  it('refreshes from the cookie, rotating it; the old cookie then revokes the login', async () => {
    const first = refreshCookie(await verify(shop, 'rotasi@example.com', COOKIE_MODE))!.value;
    const refreshed = await shop.call('POST', '/api/auth/refresh/', { headers: withCookie(first) });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual(['access', 'user']);
    const second = refreshCookie(refreshed)!.value;
    expect(second).not.toBe(first);
    const replayed = await shop.call('POST', '/api/auth/refresh/', { headers: withCookie(first) });
    expect(replayed.status).toBe(401);
    // a retired token come back means it leaked: its whole family is revoked
    expect((await shop.call('POST', '/api/auth/refresh/', { headers: withCookie(second) })).status).toBe(401);
  });

  it('reads the cookie only in cookie mode, so a script cannot trade it for a token in the JSON', async () => {
    const value = refreshCookie(await verify(shop, 'skrip@example.com', COOKIE_MODE))!.value;
    const traded = await shop.call('POST', '/api/auth/refresh/', { body: {}, headers: withCookie(value, {}) });
    expect(traded.status).toBe(401);
    expect(traded.body).not.toHaveProperty('refresh');
    // still good for the page that owns it
    expect((await shop.call('POST', '/api/auth/refresh/', { headers: withCookie(value) })).status).toBe(200);
  });

  it('moves a token from the body into the cookie when cookie mode is asked for (a stored login of before)', async () => {
    const { refresh } = (await verify(shop, 'pindah@example.com')).body;
    const moved = await shop.call('POST', '/api/auth/refresh/', { body: { refresh }, headers: COOKIE_MODE });
    expect(moved.status).toBe(200);
    expect(moved.body).not.toHaveProperty('refresh');
    expect(refreshCookie(moved)!.value).toMatch(/^[\w-]{43}$/);
  });

  it('logs out from the cookie: the cookie is cleared and no longer refreshes', async () => {
    const value = refreshCookie(await verify(shop, 'keluar@example.com', COOKIE_MODE))!.value;
    const out = await shop.call('POST', '/api/auth/logout/', { headers: withCookie(value) });
    expect(out).toMatchObject({ status: 200, body: { detail: 'Successfully logged out' } });
    const cleared = refreshCookie(out)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.attributes.expires!).getTime()).toBeLessThan(Date.now());
    expect(cleared.attributes).toMatchObject({ path: '/api/auth' });
    expect((await shop.call('POST', '/api/auth/refresh/', { headers: withCookie(value) })).status).toBe(401);
  });

  it('refuses a refresh with no token at all, and a logout without one is still a logout', async () => {
    const refresh = await shop.call('POST', '/api/auth/refresh/', { headers: COOKIE_MODE });
    expect(refresh).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect((await shop.call('POST', '/api/auth/logout/', { headers: COOKIE_MODE })).status).toBe(200);
  });
});

describe('the refresh cookie of a shop served over https', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ publicUrl: 'https://toko.kilau.example' });
  }, 60_000);
  afterAll(() => shop?.close());

  it('is Secure', async () => {
    const cookie = refreshCookie(await verify(shop, 'aman@example.com', COOKIE_MODE))!;
    expect(cookie.attributes).toHaveProperty('secure');
  });
});
