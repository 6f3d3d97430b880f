import type { OrderPlaced } from '../events.js';
import { orderPlacedMail, paymentReceiptMail } from './order-mails.js';

const order = {
  orderId: 42,
  userId: 7,
  email: 'ayu@example.com',
  lines: [],
  totals: { subtotal: 200_000, productDiscount: 20_000, charmDiscount: 0, shipping: 15_000, total: 195_000 },
  shipping: {
    ...{ firstName: 'Ayu', lastName: 'Lestari', email: 'ayu@example.com', phone: '8123456789' },
    ...{ address: 'Jl. Melati 5', city: 'KOTA BANDUNG', district: 'COBLONG', areaCode: 'BDO1' },
    ...{ province: 'Jawa Barat', postalCode: '40132', country: 'IDN', text: 'Jl. Melati 5, KOTA BANDUNG' },
  },
  stock: [],
  campaignIds: [],
  placedAt: '2026-11-25T07:03:00.000Z',
  // 17:03 in Jakarta: the mail says so whatever zone the worker's machine runs in
  paymentDeadline: '2026-11-25T10:03:00.000Z',
} as OrderPlaced['data'];

describe('order mails', () => {
  it('the order-placed mail names the deadline in WIB, labelled, and links to paying', () => {
    const mail = orderPlacedMail(order, 'https://kilau.example/track-order/42#token=s3cret');
    expect(mail.text).toContain('before 25 Nov 2026, 17:03 WIB;');
    expect(mail.text).toContain('sebelum 25 Nov 2026, 17:03 WIB;');
    expect(mail.text).toContain('Pay now / Bayar sekarang: https://kilau.example/track-order/42?pay=now#token=s3cret');
    expect(mail.html).toContain('href="https://kilau.example/track-order/42?pay=now#token=s3cret"');
    expect(mail.html).toContain('Pay now / Bayar sekarang</a>');
  });

  it('the receipt names the payment time in WIB and has no pay link', () => {
    const mail = paymentReceiptMail(
      order,
      '2026-11-25T07:40:00.000Z',
      'https://kilau.example/track-order/42#token=s3cret',
    );
    expect(mail.text).toContain('on 25 Nov 2026, 14:40 WIB.');
    expect(mail.text).toContain('pada 25 Nov 2026, 14:40 WIB.');
    expect(mail.text).not.toContain('Pay now');
  });
});
