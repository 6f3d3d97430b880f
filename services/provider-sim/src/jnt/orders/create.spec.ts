import { JNT_SIM_CREDENTIALS } from '../jnt-config.js';
import { jntSign } from '../signature.js';
import { jntSim, sampleOrder } from '../spec-helpers.js';

describe('J&T create order', () => {
  const f = jntSim();

  it('answers a waybill at stage 101, with J&T success shape', async () => {
    const created = await f.s.create(sampleOrder('KL-1001-1'));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      success: true,
      desc: 'Request berhasil',
      detail: [
        {
          orderid: 'KL-1001-1',
          status: 'Sukses',
          awb_no: expect.stringMatching(/^JO\d{10}$/),
          desCode: expect.stringMatching(/^\d{3}-\d{3}$/),
          etd: '2-4',
        },
      ],
    });
    const order = await f.s.control.order(created.body.detail[0].awb_no);
    expect(order).toMatchObject({ orderid: 'KL-1001-1', statusCode: 101, status: 'Manifes', cancelled: false });
    expect(order.request).toEqual(sampleOrder('KL-1001-1'));
  });

  it('accepts numbers where strings are usual', async () => {
    const created = await f.s.create(sampleOrder('KL-1002-1', { qty: 1, weight: 0.5, goodsvalue: 150000 }));
    expect(created.body.detail[0].status).toBe('Sukses');
  });

  it('answers a repeated order id with the first waybill as existing_awbno', async () => {
    const first = (await f.s.create(sampleOrder('KL-1003-1'))).body.detail[0].awb_no;
    const again = await f.s.create(sampleOrder('KL-1003-1'));
    expect(again.body).toEqual({
      success: false,
      desc: 'Request gagal',
      detail: [{ orderid: 'KL-1003-1', status: 'Gagal', reason: 'Orderid tidak boleh sama', existing_awbno: first }],
    });
    expect(await f.s.control.orders()).toHaveLength(1);
  });

  it('makes exactly one waybill from concurrent creates of one order id', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => f.s.create(sampleOrder('KL-1004-1'))));
    const details = answers.map((a) => a.body.detail[0]);
    const made = details.filter((d) => d.status === 'Sukses');
    expect(made).toHaveLength(1);
    expect(details.filter((d) => d.status === 'Gagal').map((d) => d.existing_awbno)).toEqual(
      Array(7).fill(made[0].awb_no),
    );
    expect(await f.s.control.orders()).toHaveLength(1);
  });

  it.each(['JKT01', 'jkt001', 'JAKARTA', 'JKT0011'])(
    'refuses receiver_area %s: Kecamatan Penerima Error',
    async (area) => {
      const refused = await f.s.create(sampleOrder('KL-1005-1', { receiver_area: area }));
      expect(refused.body).toEqual({
        success: false,
        desc: 'Kesalahan pada parameter',
        detail: [{ orderid: 'KL-1005-1', status: 'Gagal', reason: 'Kecamatan Penerima Error' }],
      });
    },
  );

  it('refuses a district the control API marked unknown', async () => {
    await f.s.control.rejectArea('MEH010');
    const refused = await f.s.create(sampleOrder('KL-1006-1', { receiver_area: 'MEH010' }));
    expect(refused.body.detail[0].reason).toBe('Kecamatan Penerima Error');
    expect((await f.s.create(sampleOrder('KL-1006-1', { receiver_area: 'MEH011' }))).body.success).toBe(true);
  });

  it.each([
    [{ receiver_phone: '081298765432' }, 'receiver_phone harus diawali +62, maksimal 15 karakter'],
    [{ receiver_name: 'N'.repeat(31) }, 'receiver_name maksimal 30 karakter'],
    [{ weight: '0' }, 'weight harus lebih dari 0 dan paling banyak 100 kg'],
    [{ receiver_zip: '' }, 'receiver_zip tidak boleh kosong'],
  ])('refuses invalid fields %j with detail[0].reason', async (change, reason) => {
    const refused = await f.s.create(sampleOrder('KL-1007-1', change));
    expect(refused.body).toEqual({
      success: false,
      desc: 'Kesalahan pada parameter',
      detail: [{ orderid: 'KL-1007-1', status: 'Gagal', reason }],
    });
    expect(await f.s.control.orders()).toEqual([]);
  });

  it('refuses a wrong signature, and one over another text than the posted one', async () => {
    const wrongKey = await f.s.create(sampleOrder('KL-1008-1'), 'another-key');
    expect(wrongKey.body).toEqual({
      success: false,
      desc: 'Data sign tidak valid',
      detail: [{ orderid: 'KL-1008-1', status: 'Gagal', reason: 'Data sign tidak valid' }],
    });
    const signed = JSON.stringify({ detail: [sampleOrder('KL-1008-1')] });
    const posted = JSON.stringify({ detail: [sampleOrder('KL-1008-1')] }, null, 1);
    const respaced = await f.s.form('create', {
      data_param: posted,
      data_sign: jntSign(signed, JNT_SIM_CREDENTIALS.orderKey),
    });
    expect(respaced.body.desc).toBe('Data sign tidak valid');
    const unsigned = await f.s.form('create', { data_param: signed });
    expect(unsigned.body.success).toBe(false);
    expect(await f.s.control.orders()).toEqual([]);
  });

  it('refuses another account, and a data_param that is not {"detail":[…]}', async () => {
    const wrongKey = await f.s.create(sampleOrder('KL-1009-1', { api_key: 'nope' }));
    expect(wrongKey.body.detail[0]).toEqual({
      orderid: 'KL-1009-1',
      status: 'Gagal',
      reason: 'Username atau api_key tidak valid',
    });
    const notJson = 'orderid=KL-1009-1';
    const garbled = await f.s.form('create', {
      data_param: notJson,
      data_sign: jntSign(notJson, JNT_SIM_CREDENTIALS.orderKey),
    });
    expect(garbled.body).toEqual({
      success: false,
      desc: 'Kesalahan pada parameter',
      detail: [{ orderid: '', status: 'Gagal', reason: 'Kesalahan pada parameter' }],
    });
  });
});
