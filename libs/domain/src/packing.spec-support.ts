import type { OrderItemView } from './answers/orders.js';
import type { RecordedReceiver } from './packing.js';

/** An order line as the order recorded it, for the packing and export specs. */
export const soldItem = (overrides: Partial<OrderItemView> = {}): OrderItemView => ({
  product: null,
  product_name: null,
  gift_set: null,
  gift_set_name: null,
  quantity: 1,
  message: '',
  charms: [],
  source_type: 'product',
  image: '/media/x.jpg',
  price: 100_000,
  original_price: null,
  line_total: 100_000,
  ...overrides,
});

/** A chain carrying three charms (one charm in two slots) and a gift note: a custom piece. */
export const customPiece = (overrides: Partial<OrderItemView> = {}) =>
  soldItem({
    product: 7,
    product_name: 'Rantai Titanium',
    charms: [
      { charm: 3, charm_name: 'Huruf K' },
      { charm: 9, charm_name: 'Bintang' },
      { charm: 3, charm_name: 'Huruf K' },
    ],
    message: 'Untuk Ibu',
    quantity: 2,
    price: 185_000,
    line_total: 370_000,
    ...overrides,
  });

export const RECEIVER: RecordedReceiver = {
  first_name: 'Siti',
  last_name: 'Rahayu',
  email: 'siti@example.com',
  phone: '81234567890',
  address: 'Jl. Melati No. 5, RT 01/RW 02',
  city: 'KOTA JAKARTA BARAT',
  district: 'KEBON JERUK',
  province: 'DKI Jakarta',
  postal_code: '11530',
};
