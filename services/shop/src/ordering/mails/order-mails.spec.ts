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

describe('order mails in the language the shopper ordered in', () => {
  const tracking = 'https://kilau.example/track-order/42#token=s3cret';
  // English words that must never stand inside an Indonesian mail
  const ENGLISH = /\b(at|on|before|the|your|order|Hi|Pay now|Ship to|Follow|Shipping|discount|received)\b/;

  it('an Indonesian order gets an order mail in Indonesian only, its deadline said the Indonesian way', () => {
    const mail = orderPlacedMail({ ...order, language: 'id' }, tracking);
    expect(mail.subject).toBe('Pesanan Kilau #42 diterima');
    expect(mail.text).toContain('Halo Ayu,');
    expect(mail.text).toContain('sebelum 25 November 2026 pukul 17.03 WIB;');
    expect(mail.text).toContain('Bayar sekarang: https://kilau.example/track-order/42?pay=now#token=s3cret');
    expect(mail.text).toContain('Diskon produk: - Rp 20.000');
    expect(mail.text).toContain('Kilau - perhiasan titanium');
    // links carry no words; everything else is Indonesian
    const words = mail.text.replace(/https?:\/\/\S+/g, '');
    expect(words).not.toMatch(ENGLISH);
    expect(mail.html!.replace(/https?:\/\/[^"\s<]+/g, '')).not.toMatch(ENGLISH);
  });

  it('an Indonesian receipt says the payment time the Indonesian way', () => {
    const mail = paymentReceiptMail({ ...order, language: 'id' }, '2026-11-25T07:40:00.000Z', tracking);
    expect(mail.subject).toBe('Pembayaran pesanan Kilau #42 diterima');
    expect(mail.text).toContain('pada 25 November 2026 pukul 14.40 WIB.');
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(ENGLISH);
  });

  it('an English order gets its mails in English only, worded as before', () => {
    const placed = orderPlacedMail({ ...order, language: 'en' }, tracking);
    expect(placed.subject).toBe('Kilau order #42 received');
    expect(placed.text).toContain('Hi Ayu,');
    expect(placed.text).toContain('Please pay Rp 195.000 before 25 Nov 2026, 17:03 WIB;');
    expect(placed.text).toContain('Pay now: https://kilau.example/track-order/42?pay=now#token=s3cret');
    expect(placed.text).not.toMatch(/Bayar|Pesanan|Terima kasih|Dikirim|Diskon|Lacak/);
    const receipt = paymentReceiptMail({ ...order, language: 'en' }, '2026-11-25T07:40:00.000Z', tracking);
    expect(receipt.subject).toBe('Kilau payment received for order #42');
    expect(receipt.text).not.toMatch(/Pembayaran|pada/);
  });

  it('an order without a language (an API caller) keeps the bilingual mail', () => {
    const mail = orderPlacedMail(order, tracking);
    expect(mail.subject).toBe('Kilau order #42 received / Pesanan diterima');
    expect(mail.text).toContain('Shipping / Ongkos kirim: Rp 15.000');
  });
});
