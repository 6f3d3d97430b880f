import {
  type CartLinePrice,
  charmBundleBreakdown,
  type OrderTotals,
  orderTotals,
  parcelWeightKg,
  type Rupiah,
} from '@kilau/domain';

import type { CartLine } from '../api/types';
import type { OrderDetails } from '../payment/order-details';

/**
 * The checkout's arithmetic over the selected cart lines. The service prices each line with the
 * shared rules (README "Cart"); the page only adds them up with `orderTotals`, the same sum the
 * service charges, so the summary equals the order's `total_price`.
 */
export function linePrice(line: CartLine): CartLinePrice {
  return {
    unitPrice: line.price,
    unitOriginalPrice: line.original_price ?? line.price,
    originalPrice: line.original_price,
    discountPercent: line.discount,
    discountLabel: line.discount_label,
    productDiscount: line.product_discount,
    charmDiscount: line.charm_discount,
    quantity: line.quantity,
    lineTotal: line.line_total,
  };
}

export function checkoutTotals(lines: readonly CartLine[], shippingFee: Rupiah): OrderTotals {
  return orderTotals(lines.map(linePrice), shippingFee);
}

/**
 * The parcel's chargeable kilos for J&T's fee: each line's weight (a piece with its charms, as the
 * service weighs it) times its quantity, rounded as J&T does; the order is charged the same.
 */
export function shippingWeight(lines: readonly CartLine[]): number {
  return parcelWeightKg(
    lines.map((line) => ({ baseGrams: line.weight_grams, charmGrams: [], quantity: line.quantity })),
  );
}

/** One row of the Charm Discount explanation: a customised piece's bundle discount. */
export interface CharmDiscountNote {
  lineId: number;
  name: string;
  charmCount: number;
  perCharm: Rupiah;
  quantity: number;
  /** What the line takes off in all (the service's amount, per unit x quantity). */
  total: Rupiah;
}

/** The lines that take a charm bundle discount, with the per-charm amount that explains it. */
export function charmDiscountNotes(lines: readonly CartLine[]): CharmDiscountNote[] {
  return lines
    .filter((line) => line.charm_discount > 0 && line.source_type === 'product')
    .map((line) => ({
      lineId: line.id,
      name: line.name,
      charmCount: line.charms.length,
      perCharm: charmBundleBreakdown(line.charms.length).perCharm,
      quantity: line.quantity,
      total: line.charm_discount * line.quantity,
    }));
}

/**
 * The selected lines, refreshed from the cart as it stands now: the ids the drawer handed over,
 * in its order, dropping any line gone since (paid in another tab, removed).
 */
export function refreshedLines(selected: readonly CartLine[], cart: readonly CartLine[]): CartLine[] {
  const current = new Map(cart.map((line) => [line.id, line]));
  return selected.flatMap((line) => current.get(line.id) ?? []);
}

/** The lines handed over as navigation state `{ items }`, when that is what it holds. */
export function selectedLinesFrom(state: unknown): CartLine[] {
  const items = (state as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items.filter((item: CartLine) => typeof item?.id === 'number') : [];
}

/** A stable name for a set of selected lines, so a reloaded checkout finds its own order again. */
export function selectionKey(lines: readonly Pick<CartLine, 'id'>[]): string {
  return lines
    .map((line) => line.id)
    .sort((a, b) => a - b)
    .join(',');
}

/** The shipping form as the page keeps it. */
export interface ShippingForm {
  first_name: string;
  last_name: string;
  email: string;
  newsletter: boolean;
  address: string;
  receiver_phone: string;
  city: string;
  /** The chosen area code's kecamatan. */
  district: string;
  destAreaCode: string;
  province: string;
  postal_code: string;
}

/** The seed's one-line shipping address: address, city, province, postal code joined by commas. */
export function shippingAddressLine(form: Pick<ShippingForm, 'address' | 'city' | 'province' | 'postal_code'>): string {
  return [form.address, form.city, form.province, form.postal_code]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** What the payment pages need of a placed order (payment/order-details.ts). */
export function orderDetailsOf(
  orderId: number,
  lines: readonly CartLine[],
  form: ShippingForm,
  totals: OrderTotals,
  chargedTotal: Rupiah,
): OrderDetails {
  return {
    orderId,
    items: lines.map((line) => ({ name: line.name, image: line.image, price: line.price, quantity: line.quantity })),
    subtotal: totals.subtotal,
    discount: totals.productDiscount + totals.charmDiscount,
    shippingCost: totals.shipping,
    total: chargedTotal,
    shipping: {
      name: `${form.first_name.trim()} ${form.last_name.trim()}`.trim(),
      phone: `+62${form.receiver_phone}`,
      address: form.address.trim(),
      city: form.city,
      province: form.province,
      postalCode: form.postal_code.trim(),
    },
    email: form.email.trim(),
  };
}
