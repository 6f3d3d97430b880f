import { order, simWithReceiver } from '../spec-helpers.js';

describe('the control API', () => {
  const fixture = simWithReceiver();

  it('pays a Snap QRIS nobody opened: chosen (pending), then paid (settlement), both notified', async () => {
    await fixture.sim.snap('/v1/transactions', { body: order('KL-7001') });
    const paid = await fixture.sim.control.setStatus('KL-7001', 'settlement', { payment_type: 'qris' });
    expect(paid).toMatchObject({ status: 'settlement', paymentType: 'qris', qrString: expect.stringMatching(/^0002/) });
    expect((await fixture.notified('KL-7001', 2)).map((b) => b.transaction_status)).toEqual(['pending', 'settlement']);
  });

  it('refunds settled money with the amount asked', async () => {
    await fixture.sim.core('/v2/charge', { body: order('KL-7002', 150_000, { payment_type: 'qris' }) });
    await fixture.sim.control.pay('KL-7002');
    await fixture.sim.control.setStatus('KL-7002', 'partial_refund', { refund_amount: 50_000 });
    const refund = (await fixture.notified('KL-7002', 3))[2];
    expect(refund).toMatchObject({
      transaction_status: 'partial_refund',
      status_code: '200',
      refund_amount: '50000.00',
    });
  });

  it('settles for another sum when told what the payer paid, signed and reported as paid', async () => {
    await fixture.sim.core('/v2/charge', { body: order('KL-7004', 150_000, { payment_type: 'qris' }) });
    await fixture.sim.control.setStatus('KL-7004', 'settlement', { gross_amount: 149_000 });
    const settled = (await fixture.notified('KL-7004', 2))[1];
    expect(settled).toMatchObject({ transaction_status: 'settlement', gross_amount: '149000.00' });
    expect((await fixture.sim.core('/v2/KL-7004/status')).body.gross_amount).toBe('149000.00');
  });

  it('refuses a move the status machine does not allow, changing nothing', async () => {
    await fixture.sim.core('/v2/charge', { body: order('KL-7003', 150_000, { payment_type: 'qris' }) });
    await fixture.sim.control.pay('KL-7003');
    await expect(fixture.sim.control.setStatus('KL-7003', 'expire')).rejects.toThrow(
      /409.*A settlement transaction cannot become expire/,
    );
    await expect(fixture.sim.control.setStatus('KL-7404', 'settlement')).rejects.toThrow(/404/);
    await expect(fixture.sim.control.setStatus('KL-7003', 'paid' as 'settlement')).rejects.toThrow(
      /400.*transaction_status must be/,
    );
    expect((await fixture.sim.control.transaction('KL-7003')).status).toBe('settlement');
  });

  it('forgets everything on reset', async () => {
    await fixture.sim.core('/v2/charge', { body: order('KL-7004', 150_000, { payment_type: 'qris' }) });
    await fixture.sim.control.addFault({ route: 'core.status', kind: 'status' });
    await fixture.sim.control.reset();
    expect(await fixture.sim.control.transactions()).toEqual([]);
    expect(await fixture.sim.control.faults()).toEqual([]);
    expect(await fixture.sim.control.requests()).toEqual([]);
    expect((await fixture.sim.core('/v2/KL-7004/status')).body.status_code).toBe('404');
  });
});
