import { type PayableOrder, paymentItemName, paymentItems } from './payment-items.js';

const line = (over: Partial<PayableOrder['lines'][number]>): PayableOrder['lines'][number] => ({
  quantity: 1,
  product: null,
  giftSet: null,
  charms: [],
  pricing: { unitOriginalPrice: 100_000 },
  ...over,
});

describe('payment lines for Midtrans', () => {
  it.each([
    ['Kalung Bulan', 'Kalung Bulan'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), `${'x'.repeat(47)}...`],
    ['Gelang | Hati  Kecil', 'Gelang Hati Kecil'],
  ])('names %p as %p (47 characters and an ellipsis past 50)', (name, expected) => {
    expect(paymentItemName(name)).toBe(expected);
  });

  it('gives products, gift sets and charm lines their PID-, GSID- and CID- ids, then SHIPPING and DISCOUNT', () => {
    const order: PayableOrder = {
      lines: [
        line({
          product: { id: 7, name: 'Kalung Hati' },
          charms: [{ id: 3, name: 'Huruf K' }],
          pricing: { unitOriginalPrice: 285_000 },
        }),
        line({ giftSet: { id: 4, name: 'Paket Cinta' }, quantity: 2, pricing: { unitOriginalPrice: 350_000 } }),
        line({ charms: [{ id: 9, name: 'Bintang' }], pricing: { unitOriginalPrice: 40_000 } }),
      ],
      totals: { shipping: 18_000, total: 950_000 },
    };
    const items = paymentItems(order);
    expect(items).toEqual([
      { id: 'PID-7', name: 'Kalung Hati + Huruf K', price: 285_000, quantity: 1 },
      { id: 'GSID-4', name: 'Paket Cinta', price: 350_000, quantity: 2 },
      { id: 'CID-9', name: 'Bintang', price: 40_000, quantity: 1 },
      { id: 'SHIPPING', name: 'Shipping', price: 18_000, quantity: 1 },
      { id: 'DISCOUNT', name: 'Discount', price: 950_000 - 1_043_000, quantity: 1 },
    ]);
  });

  it.each([
    [0, 100_000],
    [15_000, 115_000],
    [20_000, 119_999],
    [0, 1],
  ])('adds up to the total exactly (shipping %d, total %d)', (shipping, total) => {
    const items = paymentItems({
      lines: [line({ product: { id: 1, name: 'Cincin' }, quantity: 3, pricing: { unitOriginalPrice: 33_333 } })],
      totals: { shipping, total },
    });
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(total);
  });

  it('leaves the DISCOUNT line out when nothing is discounted', () => {
    const items = paymentItems({
      lines: [line({ product: { id: 1, name: 'Cincin' } })],
      totals: { shipping: 0, total: 100_000 },
    });
    expect(items.map((item) => item.id)).toEqual(['PID-1']);
  });

  it.each([
    ['a discounted order', 100_000, 85_000, 4_000],
    ['an order without discount', 100_000, 100_000, 4_000],
    ['a discounted order with shipping', 100_000, 103_000, 4_000],
    ['no fee', 100_000, 85_000, 0],
  ])('%s: the lines add up to the amount charged, the total plus the admin fee', (_, list, total, fee) => {
    const shipping = total > list ? total - list + 12_000 : 0;
    const items = paymentItems(
      {
        lines: [line({ product: { id: 1, name: 'Cincin' }, pricing: { unitOriginalPrice: list } })],
        totals: { shipping, total },
      },
      fee,
    );
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(total + fee);
    expect(items.filter((item) => item.id === 'ADMIN_FEE')).toEqual(
      fee > 0 ? [{ id: 'ADMIN_FEE', name: 'Admin Fee', price: fee, quantity: 1 }] : [],
    );
  });
});
