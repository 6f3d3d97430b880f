import type { CartSourceType } from '../cart-line.js';

/** A charm on a custom piece, in its slot (1 is the first slot the shopper filled). */
export interface PackingCharm {
  slot: number;
  charm: number;
  name: string;
}

/** A line of an order as the packer reads it. */
export interface PackingLine {
  /** What is taken from the shelf: the product (a custom piece's chain), the gift set, or 'Charms' for charms alone. */
  name: string;
  source_type: CartSourceType;
  /** A product carrying charms: its chain, with the charms threaded on it in slot order. */
  custom: boolean;
  charms: PackingCharm[];
  /** The gift note written for this line; '' when none. */
  message: string;
  quantity: number;
  /** One piece's price as sold, whole rupiah. */
  price: number;
  line_total: number;
  image: string;
}

/** Where the parcel goes and whom to ask about it. `phone` is stored digits (seed's receiver_phone). */
export interface PackingReceiver {
  name: string;
  phone: string;
  address: string;
  /** The kecamatan. */
  district: string;
  city: string;
  province: string;
  postal_code: string;
  /** The contact e-mail the checkout form was given. */
  email: string;
}

/** What staff need to pick, pack and address an order (Order Management's row, the order page, the packing slip). */
export interface PackingFacts {
  lines: PackingLine[];
  receiver: PackingReceiver;
  /** Pieces in the parcel: the lines' quantities added up. */
  pieces: number;
}
