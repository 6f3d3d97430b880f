import type { CartLinePrice } from './cart-line.js';
import type { Rupiah } from './money.js';

/** The checkout summary (order-side seed §2 'Your Orders': Subtotal, Product Discount, Charm Discount, Shipping, Total). */
export interface OrderTotals {
  subtotal: Rupiah;
  productDiscount: Rupiah;
  charmDiscount: Rupiah;
  shipping: Rupiah;
  total: Rupiah;
}

/**
 * Order-side seed §9: "Total = rounded subtotal + shipping - product discount - charm discount".
 * The subtotal is at list prices, so the two discount lines explain the difference; every amount
 * is already a whole rupiah, so the sum equals the selected lines' totals plus shipping. The total
 * is floored at 0 as a guard: no order ever asks the shopper for a negative amount.
 */
export function orderTotals(lines: readonly CartLinePrice[], shipping: Rupiah): OrderTotals {
  const perLine = (amount: (line: CartLinePrice) => Rupiah): Rupiah =>
    lines.reduce((total, line) => total + amount(line) * line.quantity, 0);
  const subtotal = Math.round(perLine((line) => line.unitOriginalPrice));
  const productDiscount = perLine((line) => line.productDiscount);
  const charmDiscount = perLine((line) => line.charmDiscount);
  const total = Math.max(0, subtotal + shipping - productDiscount - charmDiscount);
  return { subtotal, productDiscount, charmDiscount, shipping, total };
}

/** The cart drawer's total: price x quantity over the selected lines only (storefront seed §9). */
export function selectedCartTotal(lines: ReadonlyArray<{ lineTotal: Rupiah; selected: boolean }>): Rupiah {
  return lines.reduce((total, line) => (line.selected ? total + line.lineTotal : total), 0);
}
