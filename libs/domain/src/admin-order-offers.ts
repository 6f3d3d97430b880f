import { labelBlockers, type LabelCheckRow } from './admin-order-table.js';
import { ADMIN_ORDER_TABS, adminTab, cancelOfferedOn, SELECTABLE_ADMIN_TABS } from './admin-orders.js';
import { allowedActions, type OrderAction, type OrderStatus, orderStatusFrom } from './order-status.js';

/**
 * What Order Management offers on each row and tab, read from the status machine (order-side seed
 * §2 'Admin orders page', §4), so the console never offers a move the service would refuse.
 */

/** The bulk actions of the seed's action bar: 'Create Label & Move to Collection' and printing receipts. */
export const BULK_ACTIONS = ['create_label', 'print_receipt'] as const satisfies readonly OrderAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

const isBulk = (action: OrderAction): action is BulkAction => (BULK_ACTIONS as readonly string[]).includes(action);

/**
 * The bulk actions a tab's bar shows: only on the selectable tabs (awaiting_shipment, collection,
 * packing), and only those some order of the tab may take. Awaiting Shipment creates labels;
 * Collection and Packing print receipts (a receipt needs the waybill the label step confirms).
 */
export function tabBulkActions(tabKey: string): BulkAction[] {
  const tab = adminTab(tabKey);
  if (!tab || !SELECTABLE_ADMIN_TABS.includes(tabKey)) return [];
  const offered = new Set(tab.statuses.flatMap((status) => allowedActions(status)));
  return BULK_ACTIONS.filter((action) => offered.has(action));
}

/** The facts of a row the offers depend on. */
export interface OfferRow extends LabelCheckRow {
  fulfillment_status: string;
}

export interface AdminRowOffers {
  /** Every action the status machine allows the order, whatever the tab. */
  actions: OrderAction[];
  /** The row's Cancel button on this tab (seed §4). */
  cancel: boolean;
  /** A checkbox on this tab: the tab is selectable and the order may take one of its bulk actions. */
  selectable: boolean;
  /** A cancelled or invalid billcode stops 'Create Label & Move to Collection' (seed §5). */
  label_blocked: boolean;
}

/**
 * The row's offers on a tab. A pending (unpaid) order sits on Awaiting Shipment with a Cancel
 * button but no checkbox: it cannot be labelled until paid. An unknown status offers nothing.
 */
export function adminRowOffers(tabKey: string, row: OfferRow): AdminRowOffers {
  const status = orderStatusFrom(row.fulfillment_status);
  const actions = status ? allowedActions(status) : [];
  const bulk = tabBulkActions(tabKey);
  return {
    actions,
    cancel: status ? cancelOfferedOn(tabKey, status) : false,
    selectable: actions.some((action) => isBulk(action) && bulk.includes(action)),
    label_blocked: labelBlockers([row]).length > 0,
  };
}

/** The tab an order is listed under besides All (pending under Awaiting Shipment); All when none. */
export function homeTab(status: OrderStatus): string {
  return ADMIN_ORDER_TABS.find((tab) => tab.key !== 'all' && tab.statuses.includes(status))?.key ?? 'all';
}

/**
 * Each tab's count from the orders counted per stored status: a tab counts its statuses, All
 * counts everything (not_accepted too, which has no tab of its own).
 */
export function tabCounts(byStatus: Readonly<Record<string, number>>): Record<string, number> {
  const count = (status: OrderStatus) => byStatus[status] ?? 0;
  const all = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return Object.fromEntries(
    ADMIN_ORDER_TABS.map((tab) => [
      tab.key,
      tab.key === 'all' ? all : tab.statuses.reduce((sum, status) => sum + count(status), 0),
    ]),
  );
}
