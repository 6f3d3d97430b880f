import {
  ORDERS_EXPORT_HEADER,
  ordersExportFileName,
  ordersExportRow,
  type OrdersExportSource,
  spreadsheetSafe,
} from './orders-export.js';
import { packingFacts } from './packing.js';
import { customPiece, RECEIVER, soldItem } from './packing.spec-support.js';

const packed = packingFacts(
  [customPiece(), soldItem({ gift_set: 4, gift_set_name: 'For Her', source_type: 'gift_set', price: 250_000 })],
  { ...RECEIVER, address: 'Jl. Melati 5' },
);

const order: OrdersExportSource = {
  id: 1042,
  created_at: '2026-11-22T07:05:09.120Z',
  paid_at: '2026-11-22T07:10:00.000Z',
  status_badge: 'Awaiting Shipment',
  payment_badge: 'Paid',
  user_email: 'siti@example.com',
  waybill: 'JO0000001042',
  packing: packed,
  totals: { subtotal: 620_000, discount: 10_000, shipping: 18_000, total: 628_000 },
};

describe('ordersExportRow', () => {
  it('writes one cell per header column, in its order', () => {
    const row = ordersExportRow(order);
    expect(row).toHaveLength(ORDERS_EXPORT_HEADER.length);
    expect(Object.fromEntries(ORDERS_EXPORT_HEADER.map((name, i) => [name, row[i]]))).toEqual({
      'Order number': '#1042',
      'Placed at': '2026-11-22T14:05:09+07:00',
      'Paid at': '2026-11-22T14:10:00+07:00',
      Status: 'Awaiting Shipment',
      'Payment Status': 'Paid',
      Customer: 'siti@example.com',
      Receiver: 'Siti Rahayu',
      'E-mail': 'siti@example.com',
      Phone: '0812-3456-7890',
      Address: 'Jl. Melati 5, Kec. KEBON JERUK, KOTA JAKARTA BARAT, DKI Jakarta 11530',
      Items: '2 × Rantai Titanium (1: Huruf K, 2: Bintang, 3: Huruf K); 1 × For Her',
      'Gift notes': 'Rantai Titanium: Untuk Ibu',
      Pieces: '3',
      Subtotal: '620000',
      Discount: '10000',
      Shipping: '18000',
      Total: '628000',
      Waybill: 'JO0000001042',
    });
  });

  it('leaves blank what an order has not got yet (unpaid, no waybill, its details not read)', () => {
    const row = ordersExportRow({ ...order, paid_at: null, waybill: null, packing: null, totals: null });
    expect(row.slice(0, 6)).toEqual([
      '#1042',
      '2026-11-22T14:05:09+07:00',
      '',
      'Awaiting Shipment',
      'Paid',
      'siti@example.com',
    ]);
    expect(row.slice(6).every((cell) => cell === '')).toBe(true);
  });
});

describe('spreadsheetSafe: no cell runs as a formula', () => {
  it.each([
    ['=HYPERLINK("http://x","klik")', '\'=HYPERLINK("http://x","klik")'],
    ['+62 812', "'+62 812"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['Untuk Ibu = cinta', 'Untuk Ibu = cinta'],
    ['', ''],
  ])('%p is written %p', (cell, written) => {
    expect(spreadsheetSafe(cell)).toBe(written);
  });

  it("guards the shopper's own words in a row", () => {
    const note = '=cmd|" /C calc"!A0';
    const row = ordersExportRow({
      ...order,
      packing: { ...packed, lines: packed.lines.map((line) => ({ ...line, message: note, name: '@Rantai' })) },
    });
    expect(row.every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
    expect(row).toContain(`'@Rantai: ${note} | @Rantai: ${note}`);
  });
});

describe('ordersExportFileName', () => {
  it.each([
    ['awaiting_shipment', '2026-11-22T18:00:00Z', 'orders-awaiting_shipment-2026-11-23.csv'],
    ['all', '2026-11-22T10:00:00Z', 'orders-all-2026-11-22.csv'],
    ['../x', '2026-11-22T10:00:00Z', 'orders-x-2026-11-22.csv'],
    ['', '2026-11-22T10:00:00Z', 'orders-all-2026-11-22.csv'],
  ])('tab %p on %s is %s', (tab, now, name) => {
    expect(ordersExportFileName(tab, new Date(now))).toBe(name);
  });
});
