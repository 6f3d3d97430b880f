import { waitUntil } from '@kilau/local-stack';

import { wibTime } from '../midtrans-time.js';
import { order, simWithReceiver } from '../spec-helpers.js';

/** "yyyy-MM-dd HH:mm:ss +0700", `msFromNow` away (whole seconds, as Midtrans reads it). */
const startTime = (msFromNow: number) => `${wibTime(new Date(Date.now() + msFromNow))} +0700`;

describe('expiry', () => {
  const fixture = simWithReceiver();

  const statuses = (orderId: string) =>
    fixture.receiver.received.filter((r) => r.body.order_id === orderId).map((r) => r.body.transaction_status);

  it('turns a pending Snap payment to expire at start_time + duration, and notifies', async () => {
    const expiry = { start_time: startTime(-58_000), duration: 1, unit: 'minute' };
    const created = await fixture.sim.snap('/v1/transactions', { body: order('KL-4001', 150_000, { expiry }) });
    const chosen = await fixture.sim.snap(`/v3/redirection/${created.body.token}/choice`, {
      body: { choice: 'pay_later' },
    });
    expect(chosen.body.transaction_status).toBe('pending');
    await waitUntil(() => statuses('KL-4001').includes('expire'), { what: 'the expire notification', timeoutMs: 5000 });
    expect(statuses('KL-4001')).toEqual(['pending', 'expire']);
    const expired = fixture.receiver.received.find((r) => r.body.transaction_status === 'expire');
    expect(expired?.body.status_code).toBe('202');
    expect((await fixture.sim.core('/v2/KL-4001/status')).body).toMatchObject({
      status_code: '407',
      transaction_status: 'expire',
    });
  });

  it('refuses the payment page once a Snap expiry has passed with no method chosen', async () => {
    const expiry = { start_time: startTime(-120_000), duration: 1, unit: 'minute' };
    const created = await fixture.sim.snap('/v1/transactions', { body: order('KL-4002', 150_000, { expiry }) });
    const chosen = await fixture.sim.snap(`/v3/redirection/${created.body.token}/choice`, {
      body: { choice: 'pay_now' },
    });
    expect(chosen.body).toEqual({ status_code: '407', status_message: ['transaction has expired'] });
    expect((await fixture.sim.core('/v2/KL-4002/status')).body.status_code).toBe('404');
  });

  it('expires a Core charge after its custom_expiry', async () => {
    const body = order('KL-4003', 150_000, {
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bni' },
      custom_expiry: { expiry_duration: 1, unit: 'second' },
    });
    await fixture.sim.core('/v2/charge', { body });
    await waitUntil(() => statuses('KL-4003').includes('expire'), { what: 'the expire notification' });
    expect((await fixture.sim.control.transaction('KL-4003')).status).toBe('expire');
  });

  it('never expires a paid transaction', async () => {
    const body = order('KL-4004', 150_000, {
      payment_type: 'qris',
      custom_expiry: { expiry_duration: 1, unit: 'second' },
    });
    await fixture.sim.core('/v2/charge', { body });
    await fixture.sim.control.pay('KL-4004');
    await fixture.sim.core('/v2/charge', {
      body: order('KL-4005', 150_000, { payment_type: 'qris', custom_expiry: { expiry_duration: 1, unit: 'second' } }),
    });
    await waitUntil(() => statuses('KL-4005').includes('expire'), { what: 'a later expiry', timeoutMs: 5000 });
    expect(statuses('KL-4004')).toEqual(['pending', 'settlement']);
  });
});
