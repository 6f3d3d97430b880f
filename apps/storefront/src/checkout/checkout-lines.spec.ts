import type { CartLine } from '../api/types';
import {
  charmDiscountNotes,
  checkoutTotals,
  refreshedLines,
  selectedLinesFrom,
  selectionKey,
  shippingAddressLine,
  shippingWeight,
} from './checkout-lines';

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  product: 1,
  gift_set: null,
  charms: [],
  quantity: 1,
  message: '',
  source_type: 'product',
  type: 'product',
  name: 'Kalung',
  image: '/media/x.svg',
  price: 100000,
  original_price: null,
  discount: 0,
  discount_label: '',
  product_discount: 0,
  charm_discount: 0,
  line_total: 100000,
  available: true,
  charms_detail: [],
  weight_grams: 1000,
  giftSet: null,
  charmId: null,
  category: null,
  description: null,
  ...over,
});

describe("the parcel's weight asked J&T's fee for", () => {
  it.each([
    ['two light necklaces and a charm', [line({ weight_grams: 35, quantity: 2 }), line({ weight_grams: 3 })], 1],
    ['1.3 kg within the tolerance', [line({ weight_grams: 650, quantity: 2 })], 1],
    ['1.4 kg', [line({ weight_grams: 700, quantity: 2 })], 2],
  ])('%s: %p kg', (_name, lines, kg) => {
    expect(shippingWeight(lines)).toBe(kg);
  });
});

describe('the checkout summary over the selected lines', () => {
  it('adds list prices, both discounts and shipping like the order the service makes', () => {
    const lines = [
      line({ id: 1, price: 160650, original_price: 189000, product_discount: 28350, line_total: 160650 }),
      line({
        id: 2,
        charms: [5, 6, 7],
        quantity: 2,
        price: 179000,
        original_price: 209000,
        charm_discount: 30000,
        line_total: 358000,
      }),
    ];
    expect(checkoutTotals(lines, 16000)).toEqual({
      subtotal: 189000 + 2 * 209000,
      productDiscount: 28350,
      charmDiscount: 60000,
      shipping: 16000,
      total: 160650 + 358000 + 16000,
    });
    expect(shippingWeight(lines)).toBe(3);
    expect(charmDiscountNotes(lines)).toEqual([
      { lineId: 2, name: 'Kalung', charmCount: 3, perCharm: 10000, quantity: 2, total: 60000 },
    ]);
  });

  it('keeps the selected lines still in the cart, refreshed, in the order they were handed over', () => {
    const selected = [line({ id: 3 }), line({ id: 1 }), line({ id: 9 })];
    const cart = [line({ id: 1, quantity: 4 }), line({ id: 3 }), line({ id: 5 })];
    expect(refreshedLines(selected, cart).map((l) => [l.id, l.quantity])).toEqual([
      [3, 1],
      [1, 4],
    ]);
  });

  it.each([
    [{ items: [line({ id: 2 })] }, [2]],
    [{ items: [{ nope: 1 }, line({ id: 4 })] }, [4]],
    [{ items: 'x' }, []],
    [null, []],
    [undefined, []],
  ])('reads the navigation state %p', (state, ids) => {
    expect(selectedLinesFrom(state).map((l) => l.id)).toEqual(ids);
  });

  it('names a selection the same whatever its order', () => {
    expect(selectionKey([{ id: 9 }, { id: 2 }, { id: 10 }])).toBe('2,9,10');
  });

  it.each([
    [
      { address: ' Jl. Melati 1 ', city: 'KOTA JAKARTA BARAT', province: 'DKI Jakarta', postal_code: '11730' },
      'Jl. Melati 1, KOTA JAKARTA BARAT, DKI Jakarta, 11730',
    ],
    [{ address: 'Jl. Melati 1', city: '', province: '', postal_code: '11730' }, 'Jl. Melati 1, 11730'],
  ])('joins the shipping address %p', (form, text) => {
    expect(shippingAddressLine(form)).toBe(text);
  });
});
