import type { AdminRowOffers } from '../admin-order-offers.js';
import type { PackingFacts } from './packing.js';

/** An item of an order as Order Management lists it (order-side seed §3 Admin order row, product_summary). */
export interface OrderManagementItem {
  product_name: string | null;
  gift_set_name: string | null;
  charm_names: string[];
  message: string;
  quantity: number;
  /** The line's source: product, gift_set or charms_only. */
  type: string;
  image: string;
}

/**
 * A row of GET /api/admin/orders (and /api/admin/orders/:id): the seed's admin order row, its
 * badges and cells worked out, and what it offers on the tab it was listed on.
 */
export interface OrderManagementRow {
  id: number;
  user_email: string;
  time_elapsed: string;
  created_at: string;
  updated_at: string;
  product_summary: OrderManagementItem[];
  billcode: string | null;
  jnt_status: string | null;
  billcode_status: string | null;
  fulfillment_status: string;
  status_badge: string;
  payment_status: string;
  payment_badge: string;
  total_price: number;
  /** The order id zero-padded to 18 digits. */
  padded_id: string;
  /** The first item's name cut at 18 characters, then '+N'. */
  products_cell: string;
  offers: AdminRowOffers;
  /** What staff pick and pack, and where it goes; null while the order's record is not read yet. */
  packing: PackingFacts | null;
}

/** One order's outcome in POST /api/admin/orders/receipts (`{results: [...]}`). */
export interface ReceiptResultAnswer {
  order_id: number;
  ok: boolean;
  billcode: string | null;
  /** J&T's short-lived receipt URL, opened in a new tab. */
  rotaprinturl: string | null;
  reason: string | null;
}
