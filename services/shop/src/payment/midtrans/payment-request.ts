import { courierPhone, paymentItems } from '@kilau/domain';

import type { OrderState } from '../../ordering/order/state.js';

type Placed = Exclude<OrderState, { status: 'none' }>;

/**
 * The parts of a payment request every method shares (PROVIDERS.md 1.2): the attempt's id and
 * the amount charged (the order's total plus any fee of the way of paying), its lines as the
 * shared rules make them (adding up to that amount exactly), and the customer as the checkout
 * form named them.
 */
export function paymentRequest(order: Placed, attemptId: string, adminFee = 0) {
  const { shipping } = order;
  const address = {
    first_name: shipping.firstName,
    last_name: shipping.lastName,
    email: shipping.email || order.email,
    phone: courierPhone(shipping.phone),
    address: shipping.address.slice(0, 255),
    city: shipping.city.slice(0, 100),
    postal_code: shipping.postalCode.slice(0, 10),
    country_code: 'IDN',
  };
  return {
    transaction_details: { order_id: attemptId, gross_amount: order.totals.total + adminFee },
    item_details: paymentItems(order, adminFee),
    customer_details: {
      first_name: address.first_name,
      last_name: address.last_name,
      email: address.email,
      phone: address.phone,
      billing_address: address,
      shipping_address: address,
    },
  };
}

/** Midtrans's time format: "2026-11-22 18:11:08 +0700", in the shop's time zone. */
export function midtransTime(at: Date): string {
  const wib = new Date(at.getTime() + 7 * 3600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/**
 * How long the provider keeps taking money: to the order's payment deadline. Snap counts in
 * minutes, so its window ends at the first whole minute past the deadline (money that arrives in
 * that minute for an order already cancelled is recorded as due back); charges count in seconds.
 */
export function minutesToDeadline(order: Placed, now: Date): number {
  return Math.max(1, Math.ceil((new Date(order.paymentDeadline).getTime() - now.getTime()) / 60_000));
}

export function secondsToDeadline(order: Placed, now: Date): number {
  return Math.max(1, Math.ceil((new Date(order.paymentDeadline).getTime() - now.getTime()) / 1000));
}
