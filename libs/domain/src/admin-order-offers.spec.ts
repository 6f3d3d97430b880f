import { adminRowOffers, type BulkAction, homeTab, tabBulkActions, tabCounts } from './admin-order-offers.js';
import type { OrderStatus } from './order-status.js';

const row = (fulfillment_status: string, extra: Partial<Parameters<typeof adminRowOffers>[1]> = {}) => ({
  id: 1,
  billcode: null,
  fulfillment_status,
  ...extra,
});

describe("Order Management's offers (order-side seed §2, §4, §5)", () => {
  it.each<[string, BulkAction[]]>([
    ['all', []],
    ['awaiting_shipment', ['create_label']],
    ['collection', ['print_receipt']],
    ['packing', ['print_receipt']],
    ['on_shipping', []],
    ['done', []],
    ['cancelled', []],
    ['lost', []],
  ])('the %s tab offers %p in its bulk bar', (tab, actions) => {
    expect(tabBulkActions(tab)).toEqual(actions);
  });

  it.each<[string, string, boolean, boolean]>([
    // tab, status, cancel button, checkbox
    ['awaiting_shipment', 'pending', true, false],
    ['awaiting_shipment', 'awaiting_shipment', true, true],
    ['collection', 'collection', true, true],
    ['packing', 'packing', false, true],
    ['on_shipping', 'on_shipping', false, false],
    ['all', 'awaiting_shipment', false, false],
    ['all', 'collection', false, false],
    ['cancelled', 'cancelled', false, false],
    ['done', 'done', false, false],
    ['awaiting_shipment', 'mystery', false, false],
  ])('on %s an order %s has cancel %s and a checkbox %s', (tab, status, cancel, selectable) => {
    expect(adminRowOffers(tab, row(status))).toMatchObject({ cancel, selectable });
  });

  it.each<[string, string[]]>([
    ['pending', ['pay', 'cancel']],
    ['awaiting_shipment', ['create_label', 'cancel']],
    ['collection', ['print_receipt', 'cancel', 'courier_update']],
    ['done', []],
    ['canceled', []],
  ])('an order %s allows %p, whatever the tab', (status, actions) => {
    expect(adminRowOffers('all', row(status)).actions).toEqual(actions);
  });

  it.each<[Partial<Parameters<typeof adminRowOffers>[1]>, boolean]>([
    [{ billcode: null }, false],
    [{ billcode: 'JO1', jnt_status: 'Manifes' }, false],
    [{ billcode: 'JO1', jnt_status: 'cancelled' }, true],
    [{ billcode: 'JO1', billcode_status: 'canceled' }, true],
  ])('a billcode %p blocks labelling: %s', (extra, blocked) => {
    expect(adminRowOffers('awaiting_shipment', row('awaiting_shipment', extra)).label_blocked).toBe(blocked);
  });

  it.each<[OrderStatus, string]>([
    ['pending', 'awaiting_shipment'],
    ['awaiting_shipment', 'awaiting_shipment'],
    ['collection', 'collection'],
    ['delivery', 'delivery'],
    ['not_accepted', 'all'],
  ])('an order %s lives on the %s tab', (status, tab) => {
    expect(homeTab(status)).toBe(tab);
  });

  it('counts each tab from the counts per status, All counting everything', () => {
    expect(tabCounts({ pending: 2, awaiting_shipment: 3, collection: 1, not_accepted: 4 })).toEqual({
      all: 10,
      awaiting_shipment: 5,
      collection: 1,
      on_shipping: 0,
      shipped: 0,
      packing: 0,
      delivery: 0,
      done: 0,
      cancelled: 0,
    });
    expect(tabCounts({}).all).toBe(0);
  });
});
