import { createdAwb, jntSim } from '../spec-helpers.js';

describe('J&T cancel order', () => {
  const f = jntSim();

  it('cancels an order waiting for pickup, and tracking shows it', async () => {
    const awb = await createdAwb(f.s, 'KL-2001-1');
    const cancelled = await f.s.cancel('KL-2001-1', 'Pembeli batal');
    expect(cancelled.body).toEqual({
      success: true,
      desc: 'Request berhasil',
      detail: [{ orderid: 'KL-2001-1', status: 'Sukses', reason: '' }],
    });
    expect(await f.s.control.order(awb)).toMatchObject({ statusCode: 150, cancelled: true });
    const history = (await f.s.track(awb)).body.history;
    expect(history.map((h: { status_code: number }) => h.status_code)).toEqual([101, 150]);
    expect(history[1]).toMatchObject({ status: 'Pesanan dibatalkan', note: 'Pembeli batal' });
  });

  it('answers Gagal for an unknown order, a cancelled one, and one picked up', async () => {
    expect((await f.s.cancel('KL-2404-1')).body).toEqual({
      success: false,
      desc: 'Request gagal',
      detail: [{ orderid: 'KL-2404-1', status: 'Gagal', reason: 'Order tidak ditemukan' }],
    });

    await createdAwb(f.s, 'KL-2002-1');
    await f.s.cancel('KL-2002-1');
    expect((await f.s.cancel('KL-2002-1')).body.detail[0]).toEqual({
      orderid: 'KL-2002-1',
      status: 'Gagal',
      reason: 'Status pesanan adalah : CANCEL_ORDER',
    });

    const awb = await createdAwb(f.s, 'KL-2003-1');
    await f.s.control.advance(awb);
    const late = await f.s.cancel('KL-2003-1');
    expect(late.body.success).toBe(false);
    expect(late.body.detail[0].reason).toBe('Tidak dapat dibatalkan, Status pesanan adalah : GOT');
    expect((await f.s.control.order(awb)).statusCode).toBe(100);
  });

  it('refuses another account and a remark over 30 characters, changing nothing', async () => {
    await createdAwb(f.s, 'KL-2004-1');
    expect((await f.s.cancel('KL-2004-1', 'x', { api_key: 'nope' })).body.detail[0].reason).toBe(
      'Username atau api_key tidak valid',
    );
    expect((await f.s.cancel('KL-2004-1', 'r'.repeat(31))).body.detail[0].reason).toBe('remark maksimal 30 karakter');
    expect((await f.s.control.order('KL-2004-1')).cancelled).toBe(false);
  });
});
