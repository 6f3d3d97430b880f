import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { waitUntil } from '@kilau/local-stack';

import { signatureKey } from '../signature.js';
import { order, type Receiver, SERVER_KEY, type SimFixture, startReceiver, startSim } from '../spec-helpers.js';

const vaCharge = (orderId: string) =>
  order(orderId, 150_000, { payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } });

describe('HTTP notifications', () => {
  let s: SimFixture;
  let receiver: Receiver;
  let answers: (n: number) => number;

  beforeAll(async () => {
    receiver = await startReceiver((n) => answers(n));
    s = await startSim({ notificationUrl: receiver.url, notificationTimeoutMs: 300 });
  });
  afterAll(async () => {
    await s.sim.stop();
    await receiver.close();
  });
  beforeEach(async () => {
    answers = () => 200;
    receiver.received.length = 0;
    await s.control.reset();
  });

  const receivedFor = (orderId: string) => receiver.received.filter((r) => r.body.order_id === orderId);
  const waitForCount = (orderId: string, count: number) =>
    waitUntil(() => receivedFor(orderId).length >= count && receivedFor(orderId), {
      what: `${count} notifications for ${orderId}`,
      timeoutMs: 5000,
    });

  it('are POSTed by "Veritrans", signed, with the fields of a paid VA', async () => {
    await s.core('/v2/charge', { body: vaCharge('KL-3001') });
    await s.control.pay('KL-3001');
    const [pending, settled] = await waitForCount('KL-3001', 2);
    expect(pending?.headers['user-agent']).toBe('Veritrans');
    expect(pending?.headers['content-type']).toBe('application/json');
    expect(pending?.body).toMatchObject({ transaction_status: 'pending', status_code: '201', payment_amounts: [] });
    const body = settled?.body ?? {};
    expect(body).toEqual({
      transaction_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      transaction_status: 'settlement',
      transaction_id: pending?.body.transaction_id,
      status_message: 'midtrans payment notification',
      status_code: '200',
      signature_key: signatureKey('KL-3001', '200', '150000.00', SERVER_KEY),
      payment_type: 'bank_transfer',
      order_id: 'KL-3001',
      merchant_id: expect.stringMatching(/^G\d{9}$/),
      gross_amount: '150000.00',
      fraud_status: 'accept',
      currency: 'IDR',
      settlement_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      va_numbers: [{ va_number: pending?.body.va_numbers[0].va_number, bank: 'bca' }],
      payment_amounts: [{ paid_at: body.settlement_time, amount: '150000.00' }],
    });
  });

  it('carry the issuer and acquirer of a paid QRIS, and the card fields of a card', async () => {
    await s.core('/v2/charge', { body: order('KL-3002', 150_000, { payment_type: 'qris' }) });
    await s.control.pay('KL-3002');
    const [, qris] = await waitForCount('KL-3002', 2);
    expect(qris?.body).toMatchObject({ payment_type: 'qris', acquirer: 'gopay', issuer: 'gopay' });

    await s.snap('/v1/transactions', { body: order('KL-3003') });
    await s.control.setStatus('KL-3003', 'capture', { payment_type: 'credit_card' });
    const [card] = await waitForCount('KL-3003', 1);
    expect(card?.body).toMatchObject({
      transaction_status: 'capture',
      fraud_status: 'accept',
      masked_card: '481111-1114',
      bank: 'bni',
      card_type: 'credit',
      approval_code: expect.stringMatching(/^\d+$/),
    });
  });

  const deliveries = (orderId: string, count: number) =>
    waitUntil(
      async () => ((await s.control.notifications(orderId)).length >= count ? s.control.notifications(orderId) : false),
      {
        what: `${count} recorded deliveries for ${orderId}`,
      },
    );

  it('retry after a 503 on the short schedule until the receiver takes it', async () => {
    answers = (n) => (n <= 2 ? 503 : 200);
    await s.core('/v2/charge', { body: vaCharge('KL-3004') });
    const attempts = await waitForCount('KL-3004', 3);
    expect(attempts.map((a) => a.body)).toEqual([attempts[0]?.body, attempts[0]?.body, attempts[0]?.body]);
    expect((attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(45);
    expect((attempts[2]?.at ?? 0) - (attempts[1]?.at ?? 0)).toBeGreaterThanOrEqual(95);
    expect((await deliveries('KL-3004', 3)).map((d) => [d.attempt, d.status, d.nextAttemptInMs])).toEqual([
      [1, 503, 50],
      [2, 503, 100],
      [3, 200, null],
    ]);
  });

  it('retry a 500 only once, as Midtrans does', async () => {
    answers = () => 500;
    await s.core('/v2/charge', { body: vaCharge('KL-3005') });
    expect((await deliveries('KL-3005', 2)).map((d) => [d.attempt, d.status, d.nextAttemptInMs])).toEqual([
      [1, 500, 50],
      [2, 500, null],
    ]);
  });

  it('count a receiver that does not answer in time as failed, and retry', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
    await s.core('/v2/charge', { body: vaCharge('KL-3006'), headers: { 'X-Override-Notification': url } });
    const [first, second] = await deliveries('KL-3006', 2);
    expect(first).toMatchObject({ url, attempt: 1, error: 'no answer within 300 ms', nextAttemptInMs: 50 });
    expect(second).toMatchObject({ url, attempt: 2, error: 'no answer within 300 ms', nextAttemptInMs: 100 });
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it('are delivered N times each in duplicate mode', async () => {
    await s.control.notificationMode({ duplicate: 3 });
    await s.core('/v2/charge', { body: vaCharge('KL-3007') });
    const copies = await waitForCount('KL-3007', 3);
    expect(new Set(copies.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect((await deliveries('KL-3007', 3)).map((d) => d.copy).sort()).toEqual([1, 2, 3]);
  });

  it('are held and then delivered newest first in reorder mode', async () => {
    await s.control.notificationMode({ reorder: true, order_id: 'KL-3008' });
    await s.core('/v2/charge', { body: vaCharge('KL-3008') });
    await s.control.pay('KL-3008');
    await s.core('/v2/charge', { body: vaCharge('KL-3009') });
    await waitForCount('KL-3009', 1);
    expect(receivedFor('KL-3008')).toHaveLength(0);
    expect(await s.control.flushNotifications()).toBe(2);
    const delivered = await waitForCount('KL-3008', 2);
    expect(delivered.map((d) => d.body.transaction_status)).toEqual(['settlement', 'pending']);
  });
});
