import { waitUntil } from '@kilau/local-stack';

import { basicAuth, order, type SimFixture, startSim } from '../spec-helpers.js';

describe('fault injection', () => {
  let s: SimFixture;

  beforeAll(async () => {
    s = await startSim();
  });
  afterAll(() => s.sim.stop());
  beforeEach(() => s.control.reset());

  it('status: answers the HTTP error in the family shape, for `times` requests, changing nothing', async () => {
    await s.control.addFault({ route: 'snap.create', kind: 'status', status: 503, times: 1 });
    const failed = await s.snap('/v1/transactions', { body: order('KL-6001') });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({
      error_messages: ['Sorry, we encountered internal server error. We will fix this soon.'],
    });
    expect((await s.control.transactions()).length).toBe(0);
    expect((await s.snap('/v1/transactions', { body: order('KL-6001') })).status).toBe(201);
    expect(await s.control.faults()).toEqual([]);

    await s.control.addFault({ route: 'core.status', kind: 'status' });
    for (let i = 0; i < 2; i++) {
      const status = await s.core('/v2/KL-6001/status');
      expect(status.status).toBe(500);
      expect(status.body).toMatchObject({
        status_code: '500',
        status_message: expect.stringContaining('Please retry'),
      });
    }
    await s.control.clearFaults();
    expect((await s.core('/v2/KL-6001/status')).status).toBe(200);
  });

  it('timeout: holds the request with no answer until the client gives up, changing nothing', async () => {
    await s.control.addFault({ route: 'core.charge', kind: 'timeout', times: 1 });
    const charge = (signal?: AbortSignal) =>
      fetch(`${s.sim.midtrans.apiUrl}/v2/charge`, {
        method: 'POST',
        headers: { authorization: basicAuth(), 'content-type': 'application/json' },
        body: JSON.stringify(order('KL-6002', 150_000, { payment_type: 'qris' })),
        ...(signal ? { signal } : {}),
      });
    await expect(charge(AbortSignal.timeout(300))).rejects.toThrow(/aborted/);
    expect((await s.control.transactions()).length).toBe(0);
    expect((await charge()).status).toBe(200);
  });

  it('timeout: a held request is dropped when the faults are cleared', async () => {
    await s.control.addFault({ route: 'core.status', kind: 'timeout' });
    const held = s.core('/v2/KL-6005/status');
    await waitUntil(async () => (await s.control.requests()).length === 1, { what: 'the request to arrive' });
    await s.control.clearFaults();
    await expect(held).rejects.toThrow();
  });

  it('lost: does the work, then never answers; the client finds it only by asking the status', async () => {
    await s.control.addFault({ route: 'snap.create', kind: 'lost', times: 1 });
    const create = fetch(`${s.sim.midtrans.snapUrl}/v1/transactions`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      body: JSON.stringify(order('KL-6006')),
      signal: AbortSignal.timeout(300),
    });
    await expect(create).rejects.toThrow(/aborted/);
    expect((await s.control.transactions()).map((t) => t.orderId)).toEqual(['KL-6006']);
    const again = await s.snap('/v1/transactions', { body: order('KL-6006') });
    expect(again.body).toEqual({ error_messages: ['transaction_details.order_id has already been taken'] });
  });

  it('malformed: does the work but answers a body that is not JSON', async () => {
    await s.control.addFault({ route: 'core.charge', kind: 'malformed', times: 1 });
    const body = order('KL-6003', 150_000, { payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } });
    const garbled = await fetch(`${s.sim.midtrans.apiUrl}/v2/charge`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(garbled.status).toBe(200);
    expect(garbled.headers.get('content-type')).toContain('application/json');
    const text = await garbled.text();
    expect(text.startsWith('{"transaction_time"')).toBe(true);
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect((await s.control.transaction('KL-6003')).status).toBe('pending');
  });

  it('latency: answers normally after the delay', async () => {
    await s.control.addFault({ route: 'core.cancel', kind: 'latency', ms: 300, times: 1 });
    await s.core('/v2/charge', {
      body: order('KL-6004', 150_000, { payment_type: 'bank_transfer', bank_transfer: { bank: 'bri' } }),
    });
    const started = Date.now();
    const cancelled = await s.core('/v2/KL-6004/cancel', { method: 'POST' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(cancelled.body.transaction_status).toBe('cancel');
  });

  it('refuses a fault it cannot apply', async () => {
    await expect(s.control.addFault({ route: 'core.refund' as 'core.charge', kind: 'status' })).rejects.toThrow(
      /route must be one of snap.create, core.status/,
    );
  });
});
