import { waitUntil } from '@kilau/local-stack';

import { order, type Receiver, type SimFixture, startReceiver, startSim } from '../spec-helpers.js';

describe('the control API', () => {
  let s: SimFixture;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    s = await startSim({ notificationUrl: receiver.url });
  });
  afterAll(async () => {
    await s.sim.stop();
    await receiver.close();
  });
  beforeEach(() => s.control.reset());

  const bodies = (orderId: string, count: number) =>
    waitUntil(
      () => {
        const found = receiver.received.filter((r) => r.body.order_id === orderId).map((r) => r.body);
        return found.length >= count && found;
      },
      { what: `${count} notifications for ${orderId}` },
    );

  it('pays a Snap QRIS nobody opened: chosen (pending), then paid (settlement), both notified', async () => {
    await s.snap('/v1/transactions', { body: order('KL-7001') });
    const paid = await s.control.setStatus('KL-7001', 'settlement', { payment_type: 'qris' });
    expect(paid).toMatchObject({ status: 'settlement', paymentType: 'qris', qrString: expect.stringMatching(/^0002/) });
    expect((await bodies('KL-7001', 2)).map((b) => b.transaction_status)).toEqual(['pending', 'settlement']);
  });

  it('refunds settled money with the amount asked', async () => {
    await s.core('/v2/charge', { body: order('KL-7002', 150_000, { payment_type: 'qris' }) });
    await s.control.pay('KL-7002');
    await s.control.setStatus('KL-7002', 'partial_refund', { refund_amount: 50_000 });
    const refund = (await bodies('KL-7002', 3))[2];
    expect(refund).toMatchObject({
      transaction_status: 'partial_refund',
      status_code: '200',
      refund_amount: '50000.00',
    });
  });

  it('refuses a move the status machine does not allow, changing nothing', async () => {
    await s.core('/v2/charge', { body: order('KL-7003', 150_000, { payment_type: 'qris' }) });
    await s.control.pay('KL-7003');
    await expect(s.control.setStatus('KL-7003', 'expire')).rejects.toThrow(
      /409.*A settlement transaction cannot become expire/,
    );
    await expect(s.control.setStatus('KL-7404', 'settlement')).rejects.toThrow(/404/);
    await expect(s.control.setStatus('KL-7003', 'paid' as 'settlement')).rejects.toThrow(
      /400.*transaction_status must be/,
    );
    expect((await s.control.transaction('KL-7003')).status).toBe('settlement');
  });

  it('forgets everything on reset', async () => {
    await s.core('/v2/charge', { body: order('KL-7004', 150_000, { payment_type: 'qris' }) });
    await s.control.addFault({ route: 'core.status', kind: 'status' });
    await s.control.reset();
    expect(await s.control.transactions()).toEqual([]);
    expect(await s.control.faults()).toEqual([]);
    expect(await s.control.requests()).toEqual([]);
    expect((await s.core('/v2/KL-7004/status')).body.status_code).toBe('404');
  });
});
