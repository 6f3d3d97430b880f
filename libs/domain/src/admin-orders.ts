import { ORDER_STATUSES, type OrderStatus, orderStatusFrom } from './order-status.js';

/** A status tab of the admin 'Order Management' page (order-side seed §2, §4). */
export interface AdminOrderTab {
  key: string;
  label: string;
  statuses: readonly OrderStatus[];
}

/**
 * The tabs in the seed's order. Awaiting Shipment also holds pending (placed, not yet paid) orders;
 * every other tab holds its own status. not_accepted has no tab of its own in the seed, so such
 * orders are found under All.
 */
export const ADMIN_ORDER_TABS: readonly AdminOrderTab[] = [
  { key: 'all', label: 'All', statuses: ORDER_STATUSES },
  { key: 'awaiting_shipment', label: 'Awaiting Shipment', statuses: ['pending', 'awaiting_shipment'] },
  { key: 'collection', label: 'Collection', statuses: ['collection'] },
  { key: 'on_shipping', label: 'On Shipping', statuses: ['on_shipping'] },
  { key: 'shipped', label: 'Shipped', statuses: ['shipped'] },
  { key: 'packing', label: 'Packing', statuses: ['packing'] },
  { key: 'delivery', label: 'Delivery', statuses: ['delivery'] },
  { key: 'done', label: 'Done', statuses: ['done'] },
  { key: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
];

export const INITIAL_ADMIN_TAB = 'awaiting_shipment';

/** Only these tabs show selection checkboxes and the bulk action bar (order-side seed §4). */
export const SELECTABLE_ADMIN_TABS: readonly string[] = ['awaiting_shipment', 'collection', 'packing'];

export function adminTab(key: string): AdminOrderTab | undefined {
  return ADMIN_ORDER_TABS.find((tab) => tab.key === key);
}

/** Whether an order in `status` is listed on the tab; an unknown tab lists nothing. */
export function isOnAdminTab(tabKey: string, status: OrderStatus): boolean {
  return adminTab(tabKey)?.statuses.includes(status) ?? false;
}

const BADGES: Partial<Record<OrderStatus, string>> = {
  pending: 'Awaiting Shipment',
  awaiting_shipment: 'Awaiting Shipment',
  collection: 'Collection',
  on_shipping: 'On Shipment',
  shipped: 'Shipped',
};

/**
 * The Status column's badge (order-side seed §4). The seed writes the stage `on_shipment`; we store
 * it as `on_shipping` and read both. Every other status shows its raw text, as the seed says.
 */
export function statusBadge(status: string): string {
  const known = orderStatusFrom(status);
  return (known && BADGES[known]) ?? status;
}

export type PaymentBadge = 'Paid' | 'Canceled by User' | 'Not Paid';

/** The seed's "older than 3 hours" for unpaid orders, also ARCHITECTURE.md's ORDER_PAYMENT_TTL default. */
export const UNPAID_ORDER_TTL_MS = 3 * 60 * 60 * 1000;

/**
 * The Payment Status column (order-side seed §4). The seed infers payment from the billcode: Paid when
 * one exists, else 'Canceled by User' once the order is older than 3 hours, else 'Not Paid'. We
 * record the settlement itself, so a paid order is Paid even before its label (billcode) exists.
 * Exactly 3 hours old is not yet older; a blank billcode counts as none.
 */
export function paymentBadge(
  order: { paid: boolean; billcode: string | null; placedAt: Date | string },
  now: Date,
  unpaidTtlMs: number = UNPAID_ORDER_TTL_MS,
): PaymentBadge {
  if (order.paid || (order.billcode ?? '').trim() !== '') return 'Paid';
  const placed = order.placedAt instanceof Date ? order.placedAt.getTime() : Date.parse(order.placedAt);
  return now.getTime() - placed > unpaidTtlMs ? 'Canceled by User' : 'Not Paid';
}

/**
 * The row's Cancel button (order-side seed §4): on the Awaiting Shipment tab for pending and
 * awaiting_shipment orders, on the Collection tab for collection orders; never on All.
 */
export function cancelOfferedOn(tabKey: string, status: OrderStatus): boolean {
  if (tabKey === 'awaiting_shipment') return status === 'pending' || status === 'awaiting_shipment';
  return tabKey === 'collection' && status === 'collection';
}
