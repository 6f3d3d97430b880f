/**
 * The admin orders table's cells, paging and label checks (order-side seed §2 'Admin orders page',
 * §5, §9).
 */
export const ORDER_ID_DIGITS = 18;

/** The Order ID column: zero-padded to 18 digits; a longer id shows whole. */
export function paddedOrderId(id: number | string): string {
  return String(id).trim().padStart(ORDER_ID_DIGITS, '0');
}

/**
 * An order as staff name it: the shop's own order number, "#1042". The console shows this everywhere
 * (table, dialogs, order page, packing slip); the seed's 18-digit padding stays in the answers
 * (`padded_id`) for whatever still reads it.
 */
export function orderNumber(id: number | string): string {
  return `#${String(id).trim()}`;
}

/** Product names in the table are cut at this many characters. */
export const PRODUCT_NAME_CELL_LENGTH = 18;

/**
 * The Products cell: the first item's name cut at 18 characters (counted as the shopper sees them,
 * so an emoji is never split), then ' +N' for the other items, e.g. 'Titanium Heart Nec +2'. The
 * seed writes '+N' after the name; we keep a space before it so the cut name and the count do not
 * run together, and drop blanks the cut leaves at the end.
 */
export function productsCell(names: readonly string[]): string {
  const [first, ...others] = names;
  if (first === undefined) return '';
  const cut = Array.from(first).slice(0, PRODUCT_NAME_CELL_LENGTH).join('').trimEnd();
  return others.length > 0 ? `${cut} +${others.length}` : cut;
}

export const ADMIN_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 10;

/** The console's charm and gift-set tables show 10 rows a page with a window of 5 page numbers. */
export const ADMIN_CATALOGUE_PAGE_SIZE = 10;
export const ADMIN_PAGER_WINDOW = 5;

export interface LabelCheckRow {
  id: number;
  billcode: string | null;
  jnt_status?: string | null;
  fulfillment_status?: string | null;
  billcode_status?: string | null;
}

const canceled = (text: string | null | undefined): boolean =>
  ['canceled', 'cancelled'].includes((text ?? '').trim().toLowerCase());

/**
 * The orders that stop 'Create Label & Move to Collection' (order-side seed §5): those whose billcode
 * exists but is cancelled or invalid, i.e. the courier status contains 'cancel', or the fulfillment
 * or billcode status is canceled. Both spellings of canceled count, in any case. Orders without a
 * billcode pass: their label is about to be created.
 */
export function labelBlockers(orders: readonly LabelCheckRow[]): number[] {
  return orders
    .filter((order) => (order.billcode ?? '').trim() !== '')
    .filter(
      (order) =>
        (order.jnt_status ?? '').toLowerCase().includes('cancel') ||
        canceled(order.fulfillment_status) ||
        canceled(order.billcode_status),
    )
    .map((order) => order.id);
}
