/**
 * The table's columns in the seed's order (order-side seed §2). Below the wide breakpoint (a
 * 1280 px laptop with the sidebar open) the low-value ones fold away so the page never scrolls
 * sideways: Time shows under Date, and the messages move into the row's expanded details.
 */
export const COLUMNS = [
  { key: 'customer', label: 'Customer' },
  { key: 'id', label: 'Order ID' },
  { key: 'time', label: 'Time', wideOnly: true },
  { key: 'date', label: 'Date' },
  { key: 'products', label: 'Products' },
  { key: 'message', label: 'Message', wideOnly: true },
  { key: 'payment', label: 'Payment Status' },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: '' },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];

export const shownColumns = (wide: boolean) => COLUMNS.filter((column) => wide || !('wideOnly' in column));
