import { type ShopUnderTest, startShop } from '@kilau/test';

/** What every call shares: error shape for bad bodies, request ids, health and the API docs. */
describe('the HTTP edge', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  const otpRows = async () => (await shop.sql.query('SELECT count(*)::int AS n FROM otp_codes')).rows[0].n;

  it.each([
    [
      'malformed JSON',
      { raw: '{"email": "ayu@' },
      400,
      'malformed_json',
      'The request body is not a valid JSON object',
    ],
    [
      'a JSON string instead of an object',
      { raw: '"ayu@example.com"' },
      400,
      'malformed_json',
      'The request body is not a valid JSON object',
    ],
    [
      'an oversize body',
      { body: { email: 'a@b.co', pad: 'x'.repeat(200_000) } },
      413,
      'payload_too_large',
      'request entity too large',
    ],
  ])('answers %s before any call is chosen, changing nothing', async (_case, options, status, error, message) => {
    const answer = await shop.call('POST', '/api/auth/request-otp/', options);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ statusCode: status, error, message });
    expect(await otpRows()).toBe(0);
  });

  it.each([
    ['a number for the address', { body: { email: 12345 } }, 400, 'validation_failed'],
    ['an array for the address', { body: { email: ['a@b.co'] } }, 400, 'validation_failed'],
    ['no address', { body: {} }, 400, 'validation_failed'],
    ['an oversize address', { body: { email: `${'x'.repeat(300)}@example.com` } }, 400, 'validation_failed'],
  ])("answers %s with the call's message and changes nothing", async (_case, options, status, error) => {
    const answer = await shop.call('POST', '/api/auth/request-otp/', options);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ statusCode: status, error, message: 'Failed to request OTP' });
    expect(answer.body.detail).toEqual(expect.any(String));
    expect(await otpRows()).toBe(0);
  });

  it.each([
    [{ email: 'a@b.co', code: '12345' }],
    [{ email: 'a@b.co', code: 1234 }],
    [{ email: 'a@b.co', code: 'abcd' }],
    [{ email: 'a@b.co' }],
  ])('refuses a verify with %p', async (body) => {
    const answer = await shop.call('POST', '/api/auth/verify-otp/', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      message: 'Failed to verify OTP',
      detail: 'The code must be four digits',
    });
  });

  it('refuses a refresh without a token', async () => {
    const answer = await shop.call('POST', '/api/auth/refresh/', { body: { refresh: 7 } });
    expect(answer).toMatchObject({ status: 400, body: { refresh: ['refresh must be the refresh token from login'] } });
  });

  it('answers an unknown route with 404 in the same shape', async () => {
    const answer = await shop.call('GET', '/api/no-such-thing/');
    expect(answer).toMatchObject({ status: 404, body: { statusCode: 404, error: 'not_found' } });
  });

  it('names every answer with a request id, keeping a sane one from the caller', async () => {
    const minted = await shop.call('GET', '/api/health/live');
    expect(minted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await shop.call('GET', '/api/health/live', { headers: { 'x-request-id': 'trace-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-1234abcd');
    const replaced = await shop.call('GET', '/api/health/live', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
  });

  it('is live, and ready when PostgreSQL and Redis answer', async () => {
    expect(await shop.call('GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await shop.call('GET', '/api/health/');
    expect(ready.status).toBe(200);
    expect(ready.body.details).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('describes itself at /api/docs', async () => {
    const page = await fetch(`${shop.url}/api/docs`);
    expect(page.status).toBe(200);
    const spec = await shop.call('GET', '/api/docs-json');
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/auth/request-otp', '/api/newsletters', '/api/search']),
    );
  });
});
