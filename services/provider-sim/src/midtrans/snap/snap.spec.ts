import { basicAuth, order, type SimFixture, startSim } from '../spec-helpers.js';

describe('Snap: creating a transaction', () => {
  let s: SimFixture;

  beforeAll(async () => {
    s = await startSim();
  });
  afterAll(() => s.sim.stop());
  beforeEach(() => s.control.reset());

  it('answers 201 with a token and the payment page URL', async () => {
    const body = order('KL-1001', 150_000, {
      item_details: [
        { id: 'RING-01', name: 'Cincin titanium', price: 100_000, quantity: 1 },
        { id: 'CHARM', name: 'Charm', price: 25_000, quantity: 2 },
      ],
    });
    const created = await s.snap('/v1/transactions', { body });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.redirect_url).toBe(`${s.sim.midtrans.snapUrl}/v3/redirection/${created.body.token}`);
    const page = await fetch(created.body.redirect_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('KL-1001');
    expect(await s.control.transaction('KL-1001')).toMatchObject({ grossAmount: 150_000, status: null });
  });

  it.each([
    ['no Authorization header', undefined],
    ['another server key', basicAuth('SB-Mid-server-other')],
    ['a password after the key', `Basic ${Buffer.from('SB-Mid-server-spec:secret').toString('base64')}`],
    ['the key without its colon', `Basic ${Buffer.from('SB-Mid-server-spec').toString('base64')}`],
  ])('refuses %s with 401', async (_case, authorization) => {
    const headers = { authorization: authorization ?? '' };
    const refused = await s.snap('/v1/transactions', { body: order('KL-1002'), headers });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error_messages: [
        'Access denied due to unauthorized transaction, please check client or server key',
        'Visit https://snap-docs.midtrans.com/#request-headers for more details',
      ],
    });
  });

  it('refuses an order id that was already used', async () => {
    expect((await s.snap('/v1/transactions', { body: order('KL-1003') })).status).toBe(201);
    const again = await s.snap('/v1/transactions', { body: order('KL-1003', 99_000) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error_messages: ['transaction_details.order_id has already been taken'] });
  });

  it('refuses items that do not add up to the gross amount', async () => {
    const item_details = [{ id: 'RING-01', name: 'Cincin', price: 100_000, quantity: 1 }];
    const mismatch = await s.snap('/v1/transactions', { body: order('KL-1004', 150_000, { item_details }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
    });
    expect((await s.snap('/v1/transactions', { body: order('KL-1004', 100_000, { item_details }) })).status).toBe(201);
  });

  it('lists every validation problem at once', async () => {
    const body = {
      transaction_details: { gross_amount: 1500.5 },
      item_details: [{ name: 'x'.repeat(51), price: 1500, quantity: 0 }],
      expiry: { duration: 10, unit: 'week' },
    };
    const invalid = await s.snap('/v1/transactions', { body });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error_messages).toEqual([
      'transaction_details.order_id is required',
      'transaction_details.gross_amount must be an integer',
      'item_details[0].name is too long (maximum is 50 characters)',
      'item_details[0].quantity must be greater than or equal to 1',
      'expiry.duration and expiry.unit must be a positive integer and minute, hour or day',
    ]);
  });

  it('sends notifications where the headers say: override wins over append', async () => {
    const headers = {
      'X-Override-Notification': 'http://127.0.0.1:9/a, http://127.0.0.1:9/b',
      'X-Append-Notification': 'http://127.0.0.1:9/c',
    };
    await s.snap('/v1/transactions', { body: order('KL-1005'), headers });
    await s.snap('/v1/transactions', {
      body: order('KL-1006'),
      headers: { 'X-Append-Notification': headers['X-Append-Notification'] },
    });
    expect((await s.control.transaction('KL-1005')).notificationUrls).toEqual([
      'http://127.0.0.1:9/a',
      'http://127.0.0.1:9/b',
    ]);
    expect((await s.control.transaction('KL-1006')).notificationUrls).toEqual(['http://127.0.0.1:9/c']);
  });

  it('keeps the host families apart, as Midtrans does', async () => {
    const onCore = await s.core('/v1/transactions', { body: order('KL-1007') });
    expect(onCore.status).toBe(404);
    expect(onCore.body).toMatchObject({ status_code: '404', status_message: 'The requested resource is not found' });
    const onSnap = await s.snap('/v2/KL-1007/status');
    expect(onSnap.status).toBe(404);
    expect(onSnap.body).toEqual({ error_messages: ['The requested resource is not found'] });
    expect((await s.control.requests()).map((r) => r.path)).toEqual([
      '/midtrans/api/v1/transactions',
      '/midtrans/app/snap/v2/KL-1007/status',
    ]);
  });

  it('answers a body that is not JSON with 400 in its own shape', async () => {
    const response = await fetch(`${s.sim.midtrans.snapUrl}/v1/transactions`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      body: '{"transaction_details": {',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_messages: string[] }).error_messages).toHaveLength(1);
  });

  it('serves snap.js, which defines window.snap', async () => {
    const script = await fetch(`${s.sim.midtrans.snapUrl}/snap.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('window.snap = {');
    expect(text).toMatch(/pay: function \(token, options\)/);
  });

  it('logs the requests it received', async () => {
    await s.snap('/v1/transactions', { body: order('KL-1008'), headers: { 'X-Trace': 'spec' } });
    const [logged] = await s.control.requests();
    expect(logged).toMatchObject({
      method: 'POST',
      path: '/midtrans/app/snap/v1/transactions',
      body: order('KL-1008'),
      headers: expect.objectContaining({ 'x-trace': 'spec', authorization: basicAuth() }),
    });
  });
});
