import { formatShopDateTime, type OrderManagementItem, type OrderManagementRow } from '@kilau/domain';

/** A row of GET /api/admin/orders and one of its items, as the service answers them. */
export type OrderRow = OrderManagementRow;
export type OrderItem = OrderManagementItem;

/** The order's date and time in the shop's zone, as Indonesians write it: '22/11/2026 14:05 WIB'. */
export const shopDate = (iso: string) => formatShopDateTime(iso);
