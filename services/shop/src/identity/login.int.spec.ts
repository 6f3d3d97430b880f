import { logIn, readLoginCode, type ShopUnderTest, startShop } from '@kilau/test';

/** The whole login flow over HTTP, with codes read back from real SMTP mail. */
describe('login by mailed code', () => {
  let shop: ShopUnderTest;
  const post = (path: string, body: unknown, token?: string) => shop.call('POST', path, { body, token });

  beforeAll(async () => {
    shop = await startShop({ otpRequestsPerEmail: 5, otpRequestsPerClient: 1000, otpVerifiesPerClient: 1000 });
  });
  afterAll(() => shop.close());

  const codeRows = async (email: string) =>
    (await shop.sql.query('SELECT * FROM otp_codes WHERE email = $1 ORDER BY created_at', [email])).rows;

  it('mails a code, trades it for tokens, and makes a new address a customer', async () => {
    const asked = await post('/api/auth/request-otp/', { email: '  Ayu@Example.COM ' });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ detail: expect.any(String), email: 'ayu@example.com', expires_in: 300 });

    const code = await readLoginCode(shop, 'ayu@example.com');
    const [row] = await codeRows('ayu@example.com');
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);

    const verified = await post('/api/auth/verify-otp/', { email: 'ayu@example.com', code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { id: expect.any(Number), email: 'ayu@example.com' },
    });
    const claims = JSON.parse(Buffer.from(verified.body.access.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(3600);

    const me = await shop.call('GET', '/api/auth/me/', { token: verified.body.access });
    expect(me.body).toEqual({ id: verified.body.user.id, email: 'ayu@example.com', is_staff: false });

    const again = await post('/api/auth/verify-otp/', { email: 'ayu@example.com', code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'otp_not_found', message: 'Failed to verify OTP' });
  });

  it('answers the same for a known and an unknown address', async () => {
    await logIn(shop, 'known@example.com');
    const known = await post('/api/auth/request-otp/', { email: 'known@example.com' });
    const unknown = await post('/api/auth/request-otp/', { email: 'stranger@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    expect(known.body.detail).toBe(unknown.body.detail);
  });

  it('logs the same customer in again, with staff rights where the database gives them', async () => {
    const first = await logIn(shop, 'repeat@example.com');
    await shop.sql.query("UPDATE users SET is_staff = true WHERE email = 'repeat@example.com'");
    const second = await logIn(shop, 'REPEAT@example.com');
    expect(second.user.id).toBe(first.user.id);
    const me = await shop.call('GET', '/api/auth/me/', { token: second.access });
    expect(me.body.is_staff).toBe(true);
    const count = await shop.sql.query("SELECT count(*)::int AS n FROM users WHERE email = 'repeat@example.com'");
    expect(count.rows[0].n).toBe(1);
  });

  it('refuses an expired code', async () => {
    await post('/api/auth/request-otp/', { email: 'late@example.com' });
    const code = await readLoginCode(shop, 'late@example.com');
    await shop.sql.query(
      "UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'",
    );
    const answer = await post('/api/auth/verify-otp/', { email: 'late@example.com', code });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'otp_expired', message: 'Failed to verify OTP' });
  });

  it('kills a code after five wrong tries, even the right code after them', async () => {
    await post('/api/auth/request-otp/', { email: 'guess@example.com' });
    const code = await readLoginCode(shop, 'guess@example.com');
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post('/api/auth/verify-otp/', { email: 'guess@example.com', code: wrong }));
    expect(answers.map((a) => a.body.error)).toEqual(Array(5).fill('otp_invalid'));
    expect(answers[0]!.body.detail).toBe('That code is not right. 4 tries left.');
    expect(answers[4]!.body.detail).toBe('That code is not right. Ask for a new code.');
    const right = await post('/api/auth/verify-otp/', { email: 'guess@example.com', code });
    expect(right.body).toMatchObject({ error: 'otp_locked', message: 'Failed to verify OTP' });
  });

  it('counts every guess when many arrive at once', async () => {
    await post('/api/auth/request-otp/', { email: 'burst@example.com' });
    const code = await readLoginCode(shop, 'burst@example.com');
    const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(
      wrong.map((c) => post('/api/auth/verify-otp/', { email: 'burst@example.com', code: c })),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => a.body.error === 'otp_invalid')).toHaveLength(5);
    expect(answers.filter((a) => a.body.error === 'otp_locked')).toHaveLength(7);
    const [row] = await codeRows('burst@example.com');
    expect(row.failed_attempts).toBe(5);
  });

  it('retires the older code when a new one is mailed to the same client', async () => {
    await post('/api/auth/request-otp/', { email: 'twice@example.com' });
    const first = await shop.mail.waitForMailTo('twice@example.com');
    const oldCode = /login code is (\d{4})/.exec(first.text)![1]!;
    await post('/api/auth/request-otp/', { email: 'twice@example.com' });
    const newCode = await readLoginCode(shop, 'twice@example.com', first.id);
    if (oldCode !== newCode) {
      const old = await post('/api/auth/verify-otp/', { email: 'twice@example.com', code: oldCode });
      expect(old.status).toBe(400);
    }
    const fresh = await post('/api/auth/verify-otp/', { email: 'twice@example.com', code: newCode });
    expect(fresh.status).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when a retired one comes back', async () => {
    const session = await logIn(shop, 'rotate@example.com');
    const rotated = await post('/api/auth/refresh/', { refresh: session.refresh });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ access: expect.any(String), refresh: expect.any(String), user: session.user });
    expect(rotated.body.refresh).not.toBe(session.refresh);

    const replay = await post('/api/auth/refresh/', { refresh: session.refresh });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ error: 'not_authenticated', message: 'Not authenticated' });
    const afterTheft = await post('/api/auth/refresh/', { refresh: rotated.body.refresh });
    expect(afterTheft.status).toBe(401);
  });

  it('logs out: the refresh token stops working, and logging out twice is fine', async () => {
    const session = await logIn(shop, 'leave@example.com');
    expect((await post('/api/auth/logout/', { refresh: session.refresh })).status).toBe(200);
    expect((await post('/api/auth/logout/', { refresh: session.refresh })).status).toBe(200);
    const refreshed = await post('/api/auth/refresh/', { refresh: session.refresh });
    expect(refreshed.status).toBe(401);
  });

  it.each([
    ['no token', undefined, 'No bearer token was given'],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'The access token is not valid'],
    ['garbage', 'not-a-token', 'The access token is not valid'],
  ])('answers 401 Not authenticated to %s', async (_case, token, detail) => {
    const me = await shop.call('GET', '/api/auth/me/', { token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ statusCode: 401, error: 'not_authenticated', message: 'Not authenticated', detail });
  });
});

describe('login code rate limits', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ otpRequestsPerEmail: 3, otpRequestsPerClient: 6 });
  });
  afterAll(() => shop.close());

  it('limits code requests per address, with a clear error and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await shop.call('POST', '/api/auth/request-otp/', { body: { email: 'busy@example.com' } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3]!;
    expect(refused.body).toMatchObject({ error: 'rate_limited', message: 'Failed to request OTP' });
    expect(refused.body.detail).toMatch(
      /^Too many code requests for this e-mail address\. Try again in \d+ (seconds?|minutes?|hours?|days?)\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const codes = await shop.sql.query("SELECT count(*)::int AS n FROM otp_codes WHERE email = 'busy@example.com'");
    expect(codes.rows[0].n).toBe(3);
  });

  it('limits code requests per client address across e-mail addresses', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await shop.call('POST', '/api/auth/request-otp/', { body: { email: `spread${i}@example.com` } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.body.detail).toMatch(/^Too many code requests from this connection/);
  });
});
