import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  labelBlockers,
  type LabelCheckRow,
  orderNumber,
  paddedOrderId,
  productsCell,
} from './admin-order-table.js';

describe('order id column (order-side seed §2, §9)', () => {
  it.each([
    [42, '000000000000000042'],
    ['1234', '000000000000001234'],
    [0, '000000000000000000'],
    ['1234567890123456789', '1234567890123456789'],
  ])('%p shows as %s', (id, shown) => {
    expect(paddedOrderId(id)).toBe(shown);
    expect(paddedOrderId(id).length).toBeGreaterThanOrEqual(18);
  });
});

describe('products cell: first name cut at 18 characters plus +N', () => {
  it.each([
    [[], ''],
    [['Ring'], 'Ring'],
    [['Titanium Heart Necklace'], 'Titanium Heart Nec'],
    [['Titanium Heart Necklace', 'Star Charm', 'Gift Set'], 'Titanium Heart Nec +2'],
    [['Gold Heart Bangle  Rose', 'Moon'], 'Gold Heart Bangle +1'],
    [['💖💖💖💖💖💖💖💖💖💖💖💖💖💖💖💖💖💖💖💖'], '💖'.repeat(18)],
  ])('%p shows %p', (names, cell) => {
    expect(productsCell(names)).toBe(cell);
  });
});

describe('admin page sizes', () => {
  it('offers 5, 10, 20, 50 with 10 by default', () => {
    expect(ADMIN_PAGE_SIZES).toEqual([5, 10, 20, 50]);
    expect(ADMIN_PAGE_SIZES).toContain(DEFAULT_ADMIN_PAGE_SIZE);
  });
});

describe('orders that block label creation (order-side seed §5)', () => {
  const row = (id: number, fields: Partial<LabelCheckRow>): LabelCheckRow => ({ id, billcode: 'JX001', ...fields });

  it.each<[string, LabelCheckRow, boolean]>([
    ['a valid billcode', row(1, { jnt_status: 'Picked up', fulfillment_status: 'collection' }), false],
    ['no billcode, even if cancelled', row(2, { billcode: null, fulfillment_status: 'cancelled' }), false],
    ['a blank billcode', row(3, { billcode: ' ', jnt_status: 'CANCELLED' }), false],
    ['a courier status containing cancel', row(4, { jnt_status: 'Order Cancelled by JNT' }), true],
    ['fulfillment canceled', row(5, { fulfillment_status: 'canceled' }), true],
    ['fulfillment cancelled', row(6, { fulfillment_status: 'Cancelled' }), true],
    ['billcode status canceled', row(7, { billcode_status: 'canceled' }), true],
    ['billcode status active', row(8, { billcode_status: 'active' }), false],
  ])('given %s, it blocks: %p', (_, order, blocks) => {
    expect(labelBlockers([order])).toEqual(blocks ? [order.id] : []);
  });

  it('names every blocking order in table order', () => {
    const orders = [row(9, { billcode_status: 'canceled' }), row(10, {}), row(11, { jnt_status: 'cancel' })];
    expect(labelBlockers(orders)).toEqual([9, 11]);
  });
});

describe("orderNumber: the shop's own number, unpadded", () => {
  it.each([
    [1042, '#1042'],
    ['42', '#42'],
    [' 7 ', '#7'],
  ])('%p shows as %s', (id, shown) => {
    expect(orderNumber(id)).toBe(shown);
  });
});
