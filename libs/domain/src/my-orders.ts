import { OrderMessages } from './messages.js';

/**
 * A shopper's own orders after checkout (ours: the seed has no order list): "My Orders" from the
 * account menu, and the way back to paying an unpaid order from it, the tracking page or the mail.
 */
export const MyOrdersMessages = {
  title: 'My Orders',
  menu: 'My orders',
  account: 'Account',
  logOut: 'Log out',
  loading: 'Loading your orders...',
  // the seed's 'Failed to fetch ...' family
  loadFailed: 'Failed to fetch orders',
  empty: "You haven't placed an order yet.",
  startShopping: 'Start Shopping',
  // the seed's payment button (legacy card page 'Pay Now')
  payNow: 'Pay Now',
  payWithin: (left: string) => `Pay within ${left}`,
  logInToPay: 'Log in to pay',
  track: 'Track order',
  paid: 'Thank you, your payment was received.',
  paymentPending: 'Your payment is being processed.',
} as const;

/** The fields of an order (GET /api/orders/) that say whether it may still be paid. */
export interface PayableFacts {
  fulfillment_status: string;
  payment_status: string;
  payment_deadline: string | null;
}

/**
 * When an order stops taking payment (ms since the epoch), while its shopper may still pay it:
 * placed and not paid, not cancelled, before its payment deadline. Undefined otherwise, so the
 * page offers no Pay button the service would refuse.
 */
export function payableUntil(order: PayableFacts, now: number): number | undefined {
  if (order.fulfillment_status !== 'pending') return undefined;
  if (order.payment_status === 'paid' || order.payment_status === 'refund_due') return undefined;
  const deadline = Date.parse(order.payment_deadline ?? '');
  return Number.isFinite(deadline) && deadline > now ? deadline : undefined;
}

const STATUS_WORDS: Readonly<Record<string, string>> = {
  pending: OrderMessages.awaitingPayment,
  awaiting_shipment: 'Paid, awaiting shipment',
  collection: 'Packed, waiting for the courier',
  packing: 'Picked up by the courier',
  on_shipping: 'On its way',
  shipped: 'At the destination hub',
  delivery: 'Out for delivery',
  done: 'Delivered',
  not_accepted: 'Returned to the shop',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
};

/** An order's status in a shopper's words; a placed order past its deadline reads as the payment closed. */
export function shopperOrderStatus(order: PayableFacts, now: number): string {
  if (order.fulfillment_status === 'pending' && payableUntil(order, now) === undefined) {
    return order.payment_status === 'paid' ? STATUS_WORDS.awaiting_shipment! : 'Payment time is over';
  }
  return STATUS_WORDS[order.fulfillment_status] ?? order.fulfillment_status;
}
