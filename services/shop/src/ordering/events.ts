import type { CartLinePrice, CartSourceType, OrderTotals, ShopperLanguage } from '@kilau/domain';

import type { StockLine } from '../catalogue/items/stock.js';
import { SHIPMENT_EVENT_TYPES, type ShipmentEvent } from '../shipping/events.js';

/** A line as it was sold: what the customer saw, frozen, so later catalogue edits change no order. */
export interface OrderLine {
  cartItemId: number;
  sourceType: CartSourceType;
  quantity: number;
  message: string;
  product: { id: number; name: string; image: string; category: string; price: number } | null;
  giftSet: { id: number; name: string; image: string; price: number } | null;
  charms: Array<{ id: number; name: string; image: string; price: number }>;
  pricing: CartLinePrice;
  /**
   * One piece in grams with its charms, as the catalogue weighed it when the order was placed.
   * Orders placed before items had weights have none: they weigh a kilo a piece, as then.
   */
  weightGrams?: number;
}

/** Where the parcel goes (order-side seed §3 Checkout form), with the one-line address the seed's calls send. */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, without +62 (the seed's receiver_phone). */
  phone: string;
  address: string;
  city: string;
  district: string;
  areaCode: string;
  province: string;
  postalCode: string;
  country: 'IDN';
  /** address, city, province, postal code joined by commas, as the storefront sends shipping_address. */
  text: string;
}

export interface OrderPlaced {
  type: 'OrderPlaced';
  data: {
    orderId: number;
    userId: number;
    email: string;
    lines: OrderLine[];
    totals: OrderTotals;
    shipping: ShippingAddress;
    /** The units taken from stock, per item: what a cancellation gives back. */
    stock: StockLine[];
    campaignIds: number[];
    placedAt: string;
    /** Unpaid by then, the order is cancelled (ORDER_PAYMENT_TTL after placing). */
    paymentDeadline: string;
    /**
     * The language of the page the shopper ordered from: the order's mails are written in it.
     * Orders placed without one (API callers, orders from before) get mails in both languages.
     */
    language?: ShopperLanguage;
  };
}

export interface OrderCancelled {
  type: 'OrderCancelled';
  data: {
    orderId: number;
    reason: string;
    /** Units given back to stock with the cancellation, in the same transaction. */
    stockReturned: StockLine[];
    /** It was paid: the money is due back to the customer. */
    refundDue: boolean;
    cancelledAt: string;
  };
}

/** What every payment fact on the order names: the provider's transaction and when the shop learnt it. */
export interface PaymentFact {
  orderId: number;
  /** The provider's order id of the attempt: `{orderId}-{n}`. */
  attemptId: string;
  transactionId: string;
  paymentType: string;
  amount: number;
  at: string;
}

/** The money arrived (settlement, or capture accepted): the order waits for shipment. */
export interface PaymentSettled {
  type: 'PaymentSettled';
  data: PaymentFact;
}

/** An attempt ended unpaid (denied, cancelled, failed); the order still waits for payment. */
export interface PaymentFailed {
  type: 'PaymentFailed';
  data: PaymentFact & { transactionStatus: string };
}

/** An attempt expired at the provider unpaid; the order still waits until its own deadline. */
export interface PaymentExpired {
  type: 'PaymentExpired';
  data: PaymentFact;
}

/** Money arrived for an order cancelled before it settled: due back to the customer, the order stays cancelled. */
export interface PaymentReceivedForCancelledOrder {
  type: 'PaymentReceivedForCancelledOrder';
  data: PaymentFact;
}

/** A second attempt settled for an order another attempt paid already: the second payment is due back. */
export interface PaymentReceivedTwice {
  type: 'PaymentReceivedTwice';
  data: PaymentFact & { paidBy: string };
}

/** The provider reports a payment of another amount than the order's total: refused, for staff to look at. */
export interface PaymentAmountMismatched {
  type: 'PaymentAmountMismatched';
  data: PaymentFact & { expected: number };
}

/**
 * A job the order set going gave up for good (every retry spent, or refused): its work did not
 * happen, and staff see why on the order's timeline. Changes nothing about the order itself.
 */
export interface JobFailed {
  type: 'JobFailed';
  data: {
    orderId: number;
    queue: string;
    job: string;
    jobId: string;
    attempts: number;
    error: string;
    at: string;
  };
}

/** Every fact of an `order-{orderId}` stream, the parcel's (shipping/events.ts) among them. */
export type OrderEvent =
  | OrderPlaced
  | OrderCancelled
  | PaymentSettled
  | PaymentFailed
  | PaymentExpired
  | PaymentReceivedForCancelledOrder
  | PaymentReceivedTwice
  | PaymentAmountMismatched
  | JobFailed
  | ShipmentEvent;

export const orderStreamId = (orderId: number | string) => `order-${orderId}`;

/** What a read model of orders may leave unread of an order placed (see `RowPerStream.unread`). */
export const orderPlacedUnread = (...keys: (keyof OrderPlaced['data'])[]) => ({ OrderPlaced: keys });

/** The types of {@link OrderEvent}, for read models that follow every fact of an order. */
export const ORDER_EVENT_TYPES: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderCancelled',
  'PaymentSettled',
  'PaymentFailed',
  'PaymentExpired',
  'PaymentReceivedForCancelledOrder',
  'PaymentReceivedTwice',
  'PaymentAmountMismatched',
  ...SHIPMENT_EVENT_TYPES,
];
