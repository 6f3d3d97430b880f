import type { CartSourceType } from '../cart-line.js';

/**
 * A cart line (storefront seed §3 Cart and Derived cart line): the stored fields with the seed's
 * names, and the line priced by the shared rules, so the drawer, the checkout summary and the
 * order the server places show the same numbers.
 */
export interface CartLineView {
  id: number;
  product: number | null;
  gift_set: number | null;
  charms: number[];
  quantity: number;
  message: string;
  source_type: CartSourceType;
  type: 'product' | 'single-charm' | 'gift_set' | 'unknown';
  name: string;
  image: string;
  /** One piece, after every discount; whole rupiah. */
  price: number;
  /** One piece at list prices, only when it differs from `price`. */
  original_price: number | null;
  discount: number;
  discount_label: string;
  product_discount: number;
  charm_discount: number;
  line_total: number;
  /** Every item of the line is still in the catalogue with enough stock for this quantity. */
  available: boolean;
  charms_detail: Array<{ id: number; name: string; image: string; price: number }>;
  /** One piece in grams, its charms included: what the checkout asks J&T's fee for. */
  weight_grams: number;
  /** A gift set line's set (storefront seed §3 Derived cart line "giftSet summary"); null on other lines. */
  giftSet: GiftSetSummary | null;
  /** A single-charm line's charm (the seed's charmId, category, description); null on other lines. */
  charmId: number | null;
  category: string | null;
  description: string | null;
}

/** The gift set a cart line holds, as the seed's derived line summarises it; `price` is the set's list price. */
export interface GiftSetSummary {
  id: number;
  name: string;
  image: string;
  price: number;
  description: string;
  /** The set's product ids. */
  products: number[];
}
