import type { CampaignRule } from './campaigns.js';
import { charmBundleDiscount, MAX_CHARMS_PER_PIECE } from './charm-bundle.js';
import { CartMessages } from './messages.js';
import type { Rupiah } from './money.js';
import { charmPrice, giftSetPrice, type ItemPrice, productPrice } from './pricing.js';

/** What a cart line is built on (storefront seed §3 'Cart'). */
export type CartSourceType = 'product' | 'gift_set' | 'charms_only';

export interface CartLineInput {
  product?: { id: number; price: Rupiah; discount: number } | null;
  giftSet?: { id: number; price: Rupiah } | null;
  /** In slot order; one charm may fill several slots. */
  charms: ReadonlyArray<{ id: number; price: Rupiah; discount: number }>;
  quantity: number;
}

/** A cart line's price, per unit and for the line (storefront seed §3 'Derived cart line', §9). */
export interface CartLinePrice {
  /** Base after discount, plus each charm after its own discount, less the bundle discount; never below 0. */
  unitPrice: Rupiah;
  /** Base list price plus the charms' list prices. */
  unitOriginalPrice: Rupiah;
  /** unitOriginalPrice when it differs from unitPrice, else null: the seed shows it only then. */
  originalPrice: Rupiah | null;
  /** The base item's whole percent; for a single charm alone, that charm's. */
  discountPercent: number;
  /** '{n}% OFF' and 'Charm Discount' joined by ' + ', or ''. */
  discountLabel: string;
  /** Per unit: the percent and campaign discounts of the base and of every charm. */
  productDiscount: Rupiah;
  /** Per unit: the charm bundle discount actually taken. */
  charmDiscount: Rupiah;
  quantity: number;
  /** unitPrice x quantity. */
  lineTotal: Rupiah;
}

/**
 * A line's source: a product (with or without charms), else a gift set, else charms only. A line
 * naming both a product and a gift set is a product line: the cart never builds one, and the
 * product is the piece the charms sit on.
 */
export function cartSourceType(line: {
  product?: unknown;
  giftSet?: unknown;
  charms: readonly unknown[];
}): CartSourceType {
  if (line.product != null) return 'product';
  return line.giftSet != null ? 'gift_set' : 'charms_only';
}

/** The label the cart and checkout show beside a discounted line (storefront seed §9, exact wording). */
export function discountLabel(discountPercent: number, hasCharmDiscount: boolean): string {
  const parts = [
    discountPercent > 0 ? CartMessages.percentOff(discountPercent) : '',
    hasCharmDiscount ? CartMessages.charmDiscount : '',
  ];
  return parts.filter((part) => part !== '').join(' + ');
}

function basePrice(line: CartLineInput, running: readonly CampaignRule[]): ItemPrice | undefined {
  if (line.product != null) return productPrice(line.product, running);
  return line.giftSet != null ? giftSetPrice(line.giftSet) : undefined;
}

const sum = (amounts: readonly Rupiah[]): Rupiah => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Prices one cart line. The charm bundle discount belongs to a customised piece only: a base
 * product carrying 1 to 5 charms, taken once per unit. When it would push the price below 0 it
 * is cut to what is left, so `unitOriginalPrice - productDiscount - charmDiscount === unitPrice`
 * always holds and the checkout's summary lines add up. 'Charm Discount' shows when the bundle
 * discount or any charm's own discount takes money off the line.
 */
export function priceCartLine(line: CartLineInput, running: readonly CampaignRule[]): CartLinePrice {
  const base = basePrice(line, running);
  const charms = line.charms.map(charmPrice);
  const unitOriginalPrice = (base?.originalPrice ?? 0) + sum(charms.map((charm) => charm.originalPrice));
  const afterItemDiscounts = (base?.price ?? 0) + sum(charms.map((charm) => charm.price));
  const customised = line.product != null && charms.length >= 1 && charms.length <= MAX_CHARMS_PER_PIECE;
  const bundle = customised ? charmBundleDiscount(charms.length) : 0;
  const charmDiscount = Math.max(0, Math.min(bundle, afterItemDiscounts));
  const unitPrice = afterItemDiscounts - charmDiscount;
  const singleCharm = base === undefined && charms.length === 1 ? charms[0] : undefined;
  const discountPercent = (base ?? singleCharm)?.discountPercent ?? 0;
  const charmsDiscounted = charms.some((charm) => charm.price < charm.originalPrice);
  return {
    unitPrice,
    unitOriginalPrice,
    originalPrice: unitOriginalPrice !== unitPrice ? unitOriginalPrice : null,
    discountPercent,
    discountLabel: discountLabel(discountPercent, charmDiscount > 0 || charmsDiscounted),
    productDiscount: unitOriginalPrice - afterItemDiscounts,
    charmDiscount,
    quantity: line.quantity,
    lineTotal: unitPrice * line.quantity,
  };
}
