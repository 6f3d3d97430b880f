import QRCode from 'qrcode';

import { order, type SimFixture, startSim } from '../spec-helpers.js';

const bankTransfer = (orderId: string, bank: string, extra: Record<string, unknown> = {}) =>
  order(orderId, 150_000, { payment_type: 'bank_transfer', bank_transfer: { bank }, ...extra });

describe('Core API', () => {
  let s: SimFixture;

  beforeAll(async () => {
    s = await startSim();
  });
  afterAll(() => s.sim.stop());
  beforeEach(() => s.control.reset());

  describe('status', () => {
    it('answers HTTP 200 with a body 404 for an unknown id', async () => {
      const unknown = await s.core('/v2/KL-404/status');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({
        status_code: '404',
        status_message: "Transaction doesn't exist.",
        id: expect.any(String),
      });
    });

    it('does not know a Snap transaction until the payer chooses a method', async () => {
      await s.snap('/v1/transactions', { body: order('KL-2001') });
      expect((await s.core('/v2/KL-2001/status')).body.status_code).toBe('404');
      await s.control.setStatus('KL-2001', 'pending');
      const found = await s.core('/v2/KL-2001/status');
      expect(found.body).toMatchObject({
        status_code: '201',
        status_message: 'Success, transaction is found',
        transaction_status: 'pending',
        payment_type: 'bank_transfer',
        gross_amount: '150000.00',
        currency: 'IDR',
        expiry_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
      expect((await s.core(`/v2/${found.body.transaction_id}/status`)).body.order_id).toBe('KL-2001');
    });

    it('refuses another server key with 401', async () => {
      const refused = await s.core('/v2/KL-1/status', { headers: { authorization: 'Basic eDo=' } });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({
        status_code: '401',
        status_message: 'Transaction cannot be authorized with the current client/server key.',
      });
    });
  });

  describe('cancel and expire', () => {
    it('cancel a pending transaction', async () => {
      await s.core('/v2/charge', { body: bankTransfer('KL-2101', 'bni') });
      const cancelled = await s.core('/v2/KL-2101/cancel', { method: 'POST' });
      expect(cancelled.body).toMatchObject({
        status_code: '200',
        status_message: 'Success, transaction is canceled',
        transaction_status: 'cancel',
      });
      expect((await s.core('/v2/KL-2101/status')).body).toMatchObject({
        status_code: '202',
        transaction_status: 'cancel',
      });
    });

    it('expire a pending transaction with status_code 407', async () => {
      await s.core('/v2/charge', { body: bankTransfer('KL-2102', 'bri') });
      const expired = await s.core('/v2/KL-2102/expire', { method: 'POST' });
      expect(expired.body).toMatchObject({ status_code: '407', status_message: 'Success, transaction has expired' });
      expect((await s.core('/v2/KL-2102/status')).body).toMatchObject({
        status_code: '407',
        transaction_status: 'expire',
      });
    });

    it.each([
      ['cancel', 'settlement'],
      ['expire', 'settlement'],
      ['expire', 'cancel'],
      ['cancel', 'expire'],
    ])('refuse to %s a %s transaction with 412', async (action, status) => {
      await s.core('/v2/charge', { body: bankTransfer('KL-2103', 'bca') });
      await s.control.setStatus('KL-2103', status as 'settlement');
      const refused = await s.core(`/v2/KL-2103/${action}`, { method: 'POST' });
      expect(refused.body).toMatchObject({
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
      expect((await s.control.transaction('KL-2103')).status).toBe(status);
    });

    it('cannot expire a Snap transaction nobody chose a method for', async () => {
      await s.snap('/v1/transactions', { body: order('KL-2104') });
      expect((await s.core('/v2/KL-2104/expire', { method: 'POST' })).body.status_code).toBe('404');
    });
  });

  describe('charge', () => {
    it('opens a BCA virtual account, pending until paid', async () => {
      const charged = await s.core('/v2/charge', { body: bankTransfer('KL-2201', 'bca') });
      expect(charged.status).toBe(200);
      expect(charged.body).toMatchObject({
        status_code: '201',
        status_message: 'Success, Bank Transfer transaction is created',
        transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        order_id: 'KL-2201',
        gross_amount: '150000.00',
        payment_type: 'bank_transfer',
        transaction_status: 'pending',
        fraud_status: 'accept',
        va_numbers: [{ bank: 'bca', va_number: expect.stringMatching(/^\d{11}$/) }],
        expiry_time: expect.any(String),
      });
      expect(charged.body.signature_key).toBeUndefined();
    });

    it('answers a Permata VA in permata_va_number and keeps a VA number the merchant chose', async () => {
      const permata = await s.core('/v2/charge', { body: bankTransfer('KL-2202', 'permata') });
      expect(permata.body.permata_va_number).toMatch(/^\d{15}$/);
      expect(permata.body.va_numbers).toBeUndefined();
      const own = order('KL-2203', 150_000, {
        payment_type: 'bank_transfer',
        bank_transfer: { bank: 'bni', va_number: '12345678' },
      });
      expect((await s.core('/v2/charge', { body: own })).body.va_numbers).toEqual([
        { bank: 'bni', va_number: '12345678' },
      ]);
    });

    it('charges QRIS with a QR image URL on the simulator', async () => {
      const charged = await s.core('/v2/charge', { body: order('KL-2204', 150_000, { payment_type: 'qris' }) });
      expect(charged.body).toMatchObject({
        status_code: '201',
        payment_type: 'qris',
        acquirer: 'gopay',
        qr_string: expect.stringMatching(/^000201010212.*5303360540615000058.*6304[0-9A-F]{4}$/),
        actions: [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: `${s.sim.midtrans.apiUrl}/v2/qris/${charged.body.transaction_id}/qr-code`,
          },
        ],
      });
      const image = await fetch(charged.body.actions[0].url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await image.arrayBuffer());
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      // a square of whole modules: (version 1 is 21 modules, +4 quiet modules a side) x 8 pixels, or larger
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(width).toBe(height);
      expect(width % 8).toBe(0);
      expect(width).toBeGreaterThanOrEqual((21 + 8) * 8);
      expect(png).toEqual(
        await QRCode.toBuffer(charged.body.qr_string, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }),
      );
    });

    it('reports a reused order id in the body as 406', async () => {
      await s.core('/v2/charge', { body: bankTransfer('KL-2205', 'bca') });
      const again = await s.core('/v2/charge', { body: bankTransfer('KL-2205', 'bni') });
      expect(again.body).toMatchObject({
        status_code: '406',
        status_message: 'Duplicate order ID. Order ID has already been utilized previously',
      });
    });

    it('answers validation problems and methods it does not offer in the body', async () => {
      const invalid = await s.core('/v2/charge', { body: bankTransfer('KL-2206', 'mandiri') });
      expect(invalid.body).toMatchObject({
        status_code: '400',
        validation_messages: ['bank_transfer.bank must be one of bca, bni, bri, permata'],
      });
      const gopay = await s.core('/v2/charge', { body: order('KL-2207', 150_000, { payment_type: 'gopay' }) });
      expect(gopay.body).toMatchObject({ status_code: '402', status_message: 'Payment channel is not activated.' });
    });
  });
});
