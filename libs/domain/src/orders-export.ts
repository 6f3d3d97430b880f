import { orderNumber } from './admin-order-table.js';
import type { PackingFacts } from './answers/packing.js';
import { addressLine, packingLineText } from './packing.js';
import { formatIndonesianPhone } from './phone.js';
import { isoWib } from './shop-time.js';

/**
 * Order Management's CSV export: the rows of the tab, days and search staff are looking at, every
 * page of them up to this many (the button says so), newest first.
 */
export const ORDERS_EXPORT_MAX_ROWS = 5000;

/** An order as the export reads it: its table row, what it holds and where it goes, and its money. */
export interface OrdersExportSource {
  id: number;
  created_at: string;
  paid_at: string | null;
  status_badge: string;
  payment_badge: string;
  user_email: string;
  waybill: string | null;
  packing: PackingFacts | null;
  totals: { subtotal: number; discount: number; shipping: number; total: number } | null;
}

export const ORDERS_EXPORT_HEADER = [
  'Order number',
  'Placed at',
  'Paid at',
  'Status',
  'Payment Status',
  'Customer',
  'Receiver',
  'E-mail',
  'Phone',
  'Address',
  'Items',
  'Gift notes',
  'Pieces',
  'Subtotal',
  'Discount',
  'Shipping',
  'Total',
  'Waybill',
] as const;

/**
 * A cell a spreadsheet will not run: text a shopper wrote (a name, a note, an address) that starts
 * like a formula (=, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP
 * advises against CSV injection.
 */
export function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * One order's cells, in the header's order, each {@link spreadsheetSafe}: times as ISO 8601 with the shop's offset (+07:00), money
 * as whole rupiah without separators, the phone as dialled at home (0812-…), items with their charms by slot ("2 × Rantai (1: Huruf K)")
 * joined by "; ", gift notes as "Item: note" joined by " | ".
 */
export function ordersExportRow(order: OrdersExportSource): string[] {
  const { packing, totals } = order;
  const receiver = packing?.receiver;
  const notes = (packing?.lines ?? []).filter((line) => line.message).map((line) => `${line.name}: ${line.message}`);
  const money = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value)));
  return [
    orderNumber(order.id),
    isoWib(order.created_at),
    order.paid_at ? isoWib(order.paid_at) : '',
    order.status_badge,
    order.payment_badge,
    order.user_email,
    receiver?.name ?? '',
    receiver?.email ?? '',
    receiver ? formatIndonesianPhone(receiver.phone, { national: true }) : '',
    receiver ? addressLine(receiver) : '',
    (packing?.lines ?? []).map(packingLineText).join('; '),
    notes.join(' | '),
    packing ? String(packing.pieces) : '',
    money(totals?.subtotal),
    money(totals?.discount),
    money(totals?.shipping),
    money(totals?.total),
    order.waybill ?? '',
  ].map(spreadsheetSafe);
}

/** The file's name: the tab and the day it was taken, "orders-awaiting_shipment-2026-11-22.csv". */
export function ordersExportFileName(tab: string, now: Date): string {
  return `orders-${tab.replace(/[^a-z_]/g, '') || 'all'}-${isoWib(now.toISOString()).slice(0, 10)}.csv`;
}
