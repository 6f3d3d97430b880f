import type { CartSourceType } from '../cart-line.js';

/** What placing an order answers. */
export interface PlacedOrder {
  order_id: number;
  total_price: number;
  status: 'pending';
  payment_deadline: string;
}

/**
 * What the legacy card page's `POST /api/orders/` answers (order-side seed §3: it reads `id`; a
 * refusal carries `message`, `detail` and field `errors`): the order as the shop priced it, never
 * the figures the page sent, and the delivery the seed promises for it.
 */
export interface LegacyPlacedOrder extends PlacedOrder {
  id: number;
  /** 'Estimated delivery 3 days' (order-side seed §4 "Legacy payment"). */
  estimated_delivery: string;
}

/** An order's line as the order-side seed reads it (§3 Order item), with the price it was sold at. */
export interface OrderItemView {
  product: number | null;
  product_name: string | null;
  gift_set: number | null;
  gift_set_name: string | null;
  quantity: number;
  message: string;
  charms: Array<{ charm: number; charm_name: string }>;
  source_type: CartSourceType;
  image: string;
  price: number;
  original_price: number | null;
  line_total: number;
}

/** An order line on the review page, at the price it was sold for. */
export type ReviewOrderItem = Pick<
  OrderItemView,
  'product' | 'product_name' | 'gift_set' | 'gift_set_name' | 'quantity' | 'message' | 'price' | 'charms'
>;

/** The order-side seed's 'Order fields read' for the review page, and whether the link has made its review. */
export interface ReviewOrderView {
  id: number;
  created_at: string;
  fulfillment_status: string;
  payment_status: string;
  shipping_address: string;
  total_price: number;
  items: ReviewOrderItem[];
  reviewed: boolean;
}

/** The order's facts on its tracking page (order-side seed §3 'Tracking response' detail). */
export interface TrackingDetail {
  order_date: string;
  created_at: string;
  payment_date: string | null;
  shipped_date: string | null;
  updated_at: string;
  itemname: string;
  qty: number;
  note: string;
  /** A custom piece is one item, its chain's name, with `charms` named in slot order (absent on rows built before). */
  items: Array<{ name: string; quantity: number; note: string; charms?: string[] }>;
  total_price: number;
  actual_amount: number | null;
}

export interface TrackingReceiver {
  name: string;
  phone: string;
  addr: string;
  city: string;
  zipcode: string;
}

/** One line of the tracking timeline: the shop's own (words only) or J&T's (with its code and city). */
export interface TrackingHistoryEntry {
  date_time: string;
  status: string;
  status_code?: number;
  city_name?: string;
}

/**
 * The tracking answer: the timeline and status for anyone with the number; the order's details
 * and receiver for the owner and staff only, the others get `detail_message` saying why.
 */
export interface TrackingView {
  orderid: string;
  waybill: string | null;
  status: string;
  /** J&T's entries keep their `status_code` and `city_name` (courierStatusInWords reads them); the shop's own have none. */
  history: TrackingHistoryEntry[];
  detail: (TrackingDetail & { receiver: TrackingReceiver }) | null;
  detail_message?: string;
}
