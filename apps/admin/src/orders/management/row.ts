import type { OrderManagementItem, OrderManagementRow } from '@kilau/domain';

/** A row of GET /api/admin/orders and one of its items, as the service answers them. */
export type OrderRow = OrderManagementRow;
export type OrderItem = OrderManagementItem;

/** The order's date in the shop's time zone (WIB), e.g. '22 Nov 2026, 14:05'. */
export const shopDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
