import type { Rupiah } from './money.js';

/** A line of a payment request as Midtrans takes it (PROVIDERS.md 1.2: id and name at most 50 characters). */
export interface PaymentItem {
  id: string;
  name: string;
  price: Rupiah;
  quantity: number;
}

/** What a payment's lines are made of: an order's lines and totals as the order keeps them. */
export interface PayableOrder {
  lines: ReadonlyArray<{
    quantity: number;
    product: { id: number; name: string } | null;
    giftSet: { id: number; name: string } | null;
    charms: ReadonlyArray<{ id: number; name: string }>;
    pricing: { unitOriginalPrice: Rupiah };
  }>;
  totals: { shipping: Rupiah; total: Rupiah };
}

export const PAYMENT_NAME_MAX = 50;

/** Names are cut to 50 characters as 47 and an ellipsis (order-side seed §9); '|' is dropped (some channels refuse it). */
export function paymentItemName(name: string): string {
  const clean = name.replaceAll('|', ' ').replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  return chars.length <= PAYMENT_NAME_MAX ? clean : `${chars.slice(0, PAYMENT_NAME_MAX - 3).join('')}...`;
}

/**
 * The payment's lines (order-side seed §9): each order line at its list price with id PID-{product},
 * GSID-{gift set} or CID-{charms} (a line of charms only), a SHIPPING line, and a DISCOUNT line of
 * whatever makes the lines add up to the order's total exactly, as Midtrans requires. A fee the
 * way of paying adds (the virtual account's admin fee) is its own ADMIN_FEE line on top, so the
 * lines add up to the amount charged: the order's total plus the fee.
 */
export function paymentItems(order: PayableOrder, adminFee: Rupiah = 0): PaymentItem[] {
  const items: PaymentItem[] = order.lines.map((line) => ({
    id: itemId(line),
    name: paymentItemName(itemName(line)),
    price: line.pricing.unitOriginalPrice,
    quantity: line.quantity,
  }));
  if (order.totals.shipping > 0) {
    items.push({ id: 'SHIPPING', name: 'Shipping', price: order.totals.shipping, quantity: 1 });
  }
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  const discount = order.totals.total - sum;
  if (discount !== 0) items.push({ id: 'DISCOUNT', name: 'Discount', price: discount, quantity: 1 });
  if (adminFee > 0) items.push({ id: 'ADMIN_FEE', name: 'Admin Fee', price: adminFee, quantity: 1 });
  return items;
}

function itemId(line: PayableOrder['lines'][number]): string {
  if (line.product) return `PID-${line.product.id}`;
  if (line.giftSet) return `GSID-${line.giftSet.id}`;
  return paymentItemName(`CID-${line.charms.map((charm) => charm.id).join('-')}`);
}

function itemName(line: PayableOrder['lines'][number]): string {
  const charms = line.charms.map((charm) => charm.name).join(', ');
  if (line.product) return charms ? `${line.product.name} + ${charms}` : line.product.name;
  if (line.giftSet) return line.giftSet.name;
  return charms;
}
