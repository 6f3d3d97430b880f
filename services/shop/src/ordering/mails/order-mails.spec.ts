import type { OrderPlaced } from '../events.js';
import { orderPlacedMail, parcelOnItsWayMail, paymentReceiptMail } from './order-mails.js';

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

  it('the pickup mail says the courier in words in each language, with the waybill and the time in WIB', () => {
    const entry = {
      date_time: '2026-11-26T09:15:00+07:00',
      status: 'Paket telah di pick up oleh kurir',
      status_code: 100,
      city_name: 'JAKARTA',
    };
    const mail = parcelOnItsWayMail(
      order,
      { awb: 'JO0001', entry },
      'https://kilau.example/track-order/42#token=s3cret',
    );
    expect(mail.subject).toBe('Kilau order #42 is on its way / Pesanan dalam perjalanan');
    expect(mail.text).toContain(
      'Your order #42 is on its way with J&T Express, waybill JO0001. Picked up by the J&T courier in Jakarta (26 Nov 2026, 09:15 WIB).',
    );
    expect(mail.text).toContain(
      'Pesanan #42 sedang dikirim dengan J&T Express, nomor resi JO0001. Diambil oleh kurir J&T di Jakarta (26 Nov 2026, 09:15 WIB).',
    );
    expect(mail.text).toContain('Lacak pesanan: https://kilau.example/track-order/42#token=s3cret');
    expect(mail.text).not.toContain('Paket telah');
    expect(mail.html).toContain('Picked up by the J&amp;T courier in Jakarta');
  });

  it("names a custom piece's charms in slot order", () => {
    const charm = (id: number, name: string) => ({ id, name, image: `${id}.svg`, price: 35_000 });
    const pricing = { unitPrice: 1, unitOriginalPrice: 1, originalPrice: 1, discountPercent: 0, discountLabel: '' };
    const withChain = {
      ...order,
      lines: [
        {
          ...{ cartItemId: 1, sourceType: 'product', quantity: 1, message: '', giftSet: null },
          product: { id: 3, name: 'Kalung Bulan Emas', image: 'k.svg', category: 'necklace', price: 250_000 },
          charms: [charm(9, 'Charm Bintang'), charm(7, 'Charm Huruf A'), charm(9, 'Charm Bintang')],
          pricing: { ...pricing, productDiscount: 0, charmDiscount: 0, quantity: 1, lineTotal: 330_000 },
        },
      ],
    } as OrderPlaced['data'];
    const mail = orderPlacedMail(withChain, 'https://kilau.example/track-order/42#token=s3cret');
    expect(mail.text).toContain('1 x Kalung Bulan Emas + Charm Bintang, Charm Huruf A, Charm Bintang');
  });
});
