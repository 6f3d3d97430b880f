import type { AdminRowOffers } from '@kilau/domain';

/** A row of GET /api/admin/orders as the page reads it (the service's ManagementRow). */
export interface OrderRow {
  id: number;
  padded_id: string;
  user_email: string;
  time_elapsed: string;
  created_at: string;
  products_cell: string;
  product_summary: OrderItem[];
  billcode: string | null;
  jnt_status: string | null;
  billcode_status: string | null;
  fulfillment_status: string;
  status_badge: string;
  payment_badge: string;
  offers: AdminRowOffers;
}

export interface OrderItem {
  product_name: string | null;
  gift_set_name: string | null;
  charm_names: string[];
  message: string;
  quantity: number;
  type: string;
  image: string;
}

export const itemName = (item: OrderItem) =>
  item.product_name ?? item.gift_set_name ?? (item.charm_names.join(', ') || item.type);

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
