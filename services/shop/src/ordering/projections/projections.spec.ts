import type { RecordedEvent } from '@kilau/event-store';

import { adminOrders, evolveAdminOrder } from '../../admin/projections/admin-orders/projection.js';
import type { OrderLine, OrderPlaced } from '../events.js';
import { evolveOrderSummary, orderSummaries } from './order-summaries/projection.js';
import { evolveOrderTracking, orderTracking } from './order-tracking/projection.js';

const pricing = { unitPrice: 90_000, unitOriginalPrice: 100_000, originalPrice: 100_000, discountPercent: 10 };
const line: OrderLine = {
  cartItemId: 3,
  sourceType: 'product',
  quantity: 2,
  message: 'Untuk Ibu',
  product: { id: 1, name: 'Kalung Élégance', image: 'k.svg', category: 'necklace', price: 100_000 },
  giftSet: null,
  charms: [{ id: 8, name: 'Bintang', image: 'b.svg', price: 40_000 }],
  pricing: {
    ...pricing,
    discountLabel: '10% OFF',
    productDiscount: 10_000,
    charmDiscount: 0,
    quantity: 2,
    lineTotal: 180_000,
  },
};
const placedData: OrderPlaced['data'] = {
  orderId: 42,
  userId: 7,
  email: 'ayu@example.com',
  lines: [line],
  totals: { subtotal: 200_000, productDiscount: 20_000, charmDiscount: 0, shipping: 15_000, total: 195_000 },
  shipping: {
    ...{
      firstName: 'Ayu',
      lastName: 'Lestari',
      email: 'ayu@example.com',
      phone: '8123456789',
      address: 'Jl. Melati 5',
    },
    ...{ city: 'KOTA BANDUNG', district: 'COBLONG', areaCode: 'BDO1', province: 'Jawa Barat', postalCode: '40132' },
    ...{ country: 'IDN', text: 'Jl. Melati 5, KOTA BANDUNG, Jawa Barat, 40132' },
  },
  stock: [{ kind: 'product', id: 1, quantity: 2 }],
  campaignIds: [],
  placedAt: '2026-11-22T08:00:00.000Z',
  paymentDeadline: '2026-11-22T11:00:00.000Z',
};
const recorded = (type: string, data: unknown, streamVersion: number, at: string): RecordedEvent => ({
  ...{ globalPosition: String(streamVersion), transactionId: '1', streamId: 'order-42', streamType: 'order' },
  ...{ streamVersion, eventId: `e${streamVersion}`, type, data, metadata: {}, recordedAt: new Date(at) },
});
const placed = recorded('OrderPlaced', placedData, 1, '2026-11-22T08:00:00.100Z');
const cancelled = recorded(
  'OrderCancelled',
  {
    orderId: 42,
    reason: 'Canceled by user',
    stockReturned: [],
    refundDue: false,
    cancelledAt: '2026-11-22T09:30:00.000Z',
  },
  2,
  '2026-11-22T09:30:00.200Z',
);

describe('read models kept from an order stream', () => {
  it("a customer's order reads as the order-side seed names it, and turns cancelled", () => {
    const row = evolveOrderSummary(undefined, placed)!;
    expect(row).toMatchObject({
      order_id: 42,
      fulfillment_status: 'pending',
      payment_status: 'unpaid',
      total_price: 195_000,
      shipping_address: 'Jl. Melati 5, KOTA BANDUNG, Jawa Barat, 40132',
      items: [
        {
          product: 1,
          product_name: 'Kalung Élégance',
          gift_set: null,
          gift_set_name: null,
          quantity: 2,
          message: 'Untuk Ibu',
          charms: [{ charm: 8, charm_name: 'Bintang' }],
          price: 90_000,
          line_total: 180_000,
        },
      ],
    });
    expect(evolveOrderSummary(row, cancelled)).toMatchObject({
      fulfillment_status: 'cancelled',
      cancel_reason: 'Canceled by user',
    });
  });

  it('tracking keeps a timeline of date-time and status entries and the receiver', () => {
    const row = evolveOrderTracking(evolveOrderTracking(undefined, placed), cancelled)!;
    expect(row.history).toEqual([
      { date_time: '2026-11-22T08:00:00.000Z', status: 'Order placed, awaiting payment' },
      { date_time: '2026-11-22T09:30:00.000Z', status: 'Order cancelled: Canceled by user' },
    ]);
    expect(row.receiver).toEqual({
      name: 'Ayu Lestari',
      phone: '8123456789',
      addr: 'Jl. Melati 5, COBLONG, Jawa Barat',
      city: 'KOTA BANDUNG',
      zipcode: '40132',
    });
    expect(row.detail).toMatchObject({ itemname: 'Kalung Élégance', qty: 2, note: 'Untuk Ibu', total_price: 195_000 });
  });

  it('tracking lists a custom piece once, by its chain, with its charms in slot order', () => {
    const charms = [
      { id: 9, name: 'Huruf K', image: 'k.svg', price: 35_000 },
      { id: 8, name: 'Bintang', image: 'b.svg', price: 40_000 },
      { id: 9, name: 'Huruf K', image: 'k.svg', price: 35_000 },
    ];
    const looseCharm: OrderLine = {
      ...line,
      product: null,
      sourceType: 'charms_only',
      charms: [charms[1]!],
      message: '',
    };
    const event = recorded(
      'OrderPlaced',
      { ...placedData, lines: [{ ...line, charms }, looseCharm] },
      1,
      placed.recordedAt.toISOString(),
    );
    expect(evolveOrderTracking(undefined, event)!.detail.items).toEqual([
      { name: 'Kalung Élégance', quantity: 2, note: 'Untuk Ibu', charms: ['Huruf K', 'Bintang', 'Huruf K'] },
      { name: 'Bintang', quantity: 2, note: '', charms: [] },
    ]);
  });

  it.each([
    ['an old event with J&T zone-less WIB text', '2026-11-22 17:03:00', '2026-11-22 17:40:00'],
    ['a new event holding instants', '2026-11-22T17:03:00+07:00', '2026-11-22T10:40:00.000Z'],
  ])('tracking reads the courier times of %s as WIB instants with their offset', (_, pickedUp, departed) => {
    const paid = recorded(
      'PaymentSettled',
      { orderId: 42, at: '2026-11-22T09:00:00.000Z', amount: 195_000 },
      2,
      '2026-11-22T09:00:00.100Z',
    );
    const progressed = recorded(
      'ShipmentProgressed',
      {
        ...{ orderId: 42, awb: 'JO0000000042', status: 'on_shipping', courierStatus: 'Berangkat' },
        entries: [
          { date_time: pickedUp, status: 'Paket telah diambil', status_code: 100 },
          { date_time: departed, status: 'Berangkat', status_code: 102 },
        ],
        at: '2026-11-22T10:45:00.000Z',
      },
      3,
      '2026-11-22T10:45:00.100Z',
    );
    const row = [placed, paid, progressed].reduce(
      (current, event) => evolveOrderTracking(current, event),
      undefined as ReturnType<typeof evolveOrderTracking>,
    )!;
    expect(row.history.slice(-2)).toEqual([
      { date_time: '2026-11-22T17:03:00+07:00', status: 'Paket telah diambil', status_code: 100 },
      { date_time: '2026-11-22T17:40:00+07:00', status: 'Berangkat', status_code: 102 },
    ]);
    expect(row.detail.shipped_date).toBe('2026-11-22T17:03:00+07:00');
  });

  it("the staff's table row carries what its search looks in", () => {
    const row = evolveAdminOrder(undefined, placed)!;
    expect(row.search_text).toBe('42 ayu@example.com Kalung Élégance');
    expect(row.search_folded).toBe('42 ayu@example.com kalung elegance');
    expect(row.product_summary).toEqual([
      {
        product_name: 'Kalung Élégance',
        gift_set_name: null,
        charm_names: ['Bintang'],
        message: 'Untuk Ibu',
        quantity: 2,
        type: 'product',
        image: 'k.svg',
      },
    ]);
    expect(evolveAdminOrder(row, cancelled)!.fulfillment_status).toBe('cancelled');
  });

  it.each([
    ['admin-orders', adminOrders, ['shipping', 'stock', 'campaignIds', 'paymentDeadline', 'language']],
    ['order-summaries', orderSummaries, ['stock', 'campaignIds', 'language']],
    ['order-tracking', orderTracking, ['stock', 'campaignIds', 'paymentDeadline', 'language']],
  ])('%s folds an order the same without the keys it leaves unread to a rebuild', (_name, model, keys) => {
    const fold = model().byStream!;
    expect(fold.unread).toEqual({ OrderPlaced: keys });
    const whole = { ...placed, data: { ...placedData, language: 'en' } };
    const without = {
      ...whole,
      data: Object.fromEntries(Object.entries(whole.data).filter(([key]) => !keys.includes(key))),
    };
    expect(Object.keys(without.data)).toHaveLength(Object.keys(whole.data).length - keys.length);
    expect(fold.fold([without, cancelled])).toEqual(fold.fold([whole, cancelled]));
  });

  it('an event for an order the model has not seen changes nothing', () => {
    expect(evolveOrderSummary(undefined, cancelled)).toBeUndefined();
    expect(evolveOrderTracking(undefined, cancelled)).toBeUndefined();
    expect(evolveAdminOrder(undefined, cancelled)).toBeUndefined();
  });
});
