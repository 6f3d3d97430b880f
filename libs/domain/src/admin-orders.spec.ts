import {
  ADMIN_ORDER_TABS,
  adminTab,
  cancelOfferedOn,
  INITIAL_ADMIN_TAB,
  isOnAdminTab,
  paymentBadge,
  SELECTABLE_ADMIN_TABS,
  statusBadge,
  UNPAID_ORDER_TTL_MS,
} from './admin-orders.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';

describe('admin order tabs (order-side seed §2, §4)', () => {
  it('lists the seed tabs in the seed order, keyed by status', () => {
    expect(ADMIN_ORDER_TABS.map((tab) => [tab.key, tab.label])).toEqual([
      ['all', 'All'],
      ['awaiting_shipment', 'Awaiting Shipment'],
      ['collection', 'Collection'],
      ['on_shipping', 'On Shipping'],
      ['shipped', 'Shipped'],
      ['packing', 'Packing'],
      ['delivery', 'Delivery'],
      ['done', 'Done'],
      ['cancelled', 'Cancelled'],
    ]);
    expect(INITIAL_ADMIN_TAB).toBe('awaiting_shipment');
    expect(SELECTABLE_ADMIN_TABS).toEqual(['awaiting_shipment', 'collection', 'packing']);
    expect(SELECTABLE_ADMIN_TABS.every((key) => adminTab(key))).toBe(true);
  });

  it.each<[string, OrderStatus, boolean]>([
    ['all', 'not_accepted', true],
    ['all', 'pending', true],
    ['awaiting_shipment', 'pending', true],
    ['awaiting_shipment', 'awaiting_shipment', true],
    ['awaiting_shipment', 'collection', false],
    ['collection', 'collection', true],
    ['on_shipping', 'on_shipping', true],
    ['cancelled', 'cancelled', true],
    ['done', 'cancelled', false],
    ['nonsense', 'pending', false],
  ])('the %s tab lists a %s order: %p', (tab, status, listed) => {
    expect(isOnAdminTab(tab, status)).toBe(listed);
  });

  it('All lists every status', () => {
    expect(ORDER_STATUSES.every((status) => isOnAdminTab('all', status))).toBe(true);
  });
});

describe('status badges (order-side seed §4)', () => {
  it.each([
    ['pending', 'Awaiting Shipment'],
    ['awaiting_shipment', 'Awaiting Shipment'],
    ['collection', 'Collection'],
    ['on_shipping', 'On Shipment'],
    ['on_shipment', 'On Shipment'],
    ['shipped', 'Shipped'],
    ['packing', 'packing'],
    ['delivery', 'delivery'],
    ['done', 'done'],
    ['canceled', 'canceled'],
    ['not_accepted', 'not_accepted'],
    ['Returned To Sender', 'Returned To Sender'],
  ])('%p shows %p', (status, badge) => {
    expect(statusBadge(status)).toBe(badge);
  });
});

describe('payment badge (order-side seed §4)', () => {
  const now = new Date('2025-02-10T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it.each<[string, { paid: boolean; billcode: string | null; placedAt: Date | string }, string]>([
    ['a billcode exists', { paid: false, billcode: 'JX1234567890', placedAt: hoursAgo(10) }, 'Paid'],
    [
      'no billcode, 3 hours and a second old',
      { paid: false, billcode: null, placedAt: hoursAgo(3 + 1 / 3600) },
      'Canceled by User',
    ],
    ['no billcode, exactly 3 hours old', { paid: false, billcode: null, placedAt: hoursAgo(3) }, 'Not Paid'],
    ['no billcode, an hour old', { paid: false, billcode: null, placedAt: '2025-02-10T11:00:00Z' }, 'Not Paid'],
    ['a blank billcode, 5 hours old', { paid: false, billcode: '  ', placedAt: hoursAgo(5) }, 'Canceled by User'],
  ])('given %s, the badge is %s', (_, order, badge) => {
    expect(paymentBadge(order, now)).toBe(badge);
  });

  it('given a settled payment and no billcode yet, the badge is Paid: we know payment directly, the seed infers it', () => {
    expect(paymentBadge({ paid: true, billcode: null, placedAt: hoursAgo(10) }, now)).toBe('Paid');
  });

  it('takes the unpaid window from configuration, 3 hours by default', () => {
    expect(UNPAID_ORDER_TTL_MS).toBe(10_800_000);
    expect(paymentBadge({ paid: false, billcode: null, placedAt: hoursAgo(1) }, now, 30 * 60_000)).toBe(
      'Canceled by User',
    );
  });
});

describe('the row cancel button (order-side seed §4)', () => {
  it.each<[string, OrderStatus, boolean]>([
    ['awaiting_shipment', 'pending', true],
    ['awaiting_shipment', 'awaiting_shipment', true],
    ['collection', 'collection', true],
    ['all', 'pending', false],
    ['all', 'collection', false],
    ['collection', 'awaiting_shipment', false],
    ['packing', 'packing', false],
    ['cancelled', 'cancelled', false],
  ])('on the %s tab, a %s order offers cancel: %p', (tab, status, offered) => {
    expect(cancelOfferedOn(tab, status)).toBe(offered);
  });
});
