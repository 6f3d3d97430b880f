import { formatWibDateTime, type OrderManagementItem, type OrderManagementRow } from '@kilau/domain';

/** A row of GET /api/admin/orders and one of its items, as the service answers them. */
export type OrderRow = OrderManagementRow;
export type OrderItem = OrderManagementItem;

/** The order's date in the shop's time zone (WIB, the column says so), e.g. '22 Nov 2026, 14:05'. */
export const shopDate = (iso: string) => formatWibDateTime(iso, { zone: false });
