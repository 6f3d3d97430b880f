import type { CampaignItemRule, CampaignRule } from './campaigns.js';
import { campaignItemsFor } from './campaigns.js';
import type { Rupiah } from './money.js';

/**
 * A price after a percent discount, rounded to the whole rupiah. Percent may carry decimals
 * (the console's discount field steps by 0.01); it is clamped to 0..100 so a bad record can
 * never make a price negative or larger than its list price.
 */
export function priceAfterPercent(price: Rupiah, percent: number): Rupiah {
  const p = clampPercent(percent);
  return Math.round((price * (100 - p)) / 100);
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/** One sellable item's price as the cart and checkout show it. */
export interface ItemPrice {
  /** After the discount that applies. */
  price: Rupiah;
  /** The list price, struck through when it differs. */
  originalPrice: Rupiah;
  /** Whole percent for the '{n}% OFF' label; 0 when there is none. */
  discountPercent: number;
  source: 'campaign' | 'own' | 'none';
}

/** The whole percent a price is below its list price, for an amount-type campaign's label. */
export function percentOff(originalPrice: Rupiah, price: Rupiah): number {
  if (originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

function ownDiscount(price: Rupiah, percent: number): ItemPrice {
  const p = clampPercent(percent);
  if (p === 0) return { price, originalPrice: price, discountPercent: 0, source: 'none' };
  return { price: priceAfterPercent(price, p), originalPrice: price, discountPercent: Math.round(p), source: 'own' };
}

/**
 * A campaign item's price. An amount is the new price, rounded to the rupiah and never above the
 * list price. A negative or unreadable value, or an unknown type, is a damaged record and no offer.
 */
function campaignPrice(listPrice: Rupiah, item: CampaignItemRule): ItemPrice | undefined {
  const value = item.discount_value;
  if (!Number.isFinite(value) || value < 0) return undefined;
  if (item.discount_type === 'percent') {
    const p = clampPercent(value);
    return {
      price: priceAfterPercent(listPrice, p),
      originalPrice: listPrice,
      discountPercent: Math.round(p),
      source: 'campaign',
    };
  }
  if (item.discount_type !== 'amount') return undefined;
  const price = Math.min(listPrice, Math.round(value));
  return { price, originalPrice: listPrice, discountPercent: percentOff(listPrice, price), source: 'campaign' };
}

/**
 * A product's price (storefront seed §9 'Price discount precedence', order-side seed §9): a running
 * campaign item on the product overrides the product's own discount percent, even when the
 * campaign's price is the higher one, because the seeds say the campaign wins. Where several running
 * campaign items name the product (the seeds are silent), the lowest resulting price wins, the
 * earliest listed on a tie: the shopper always gets the best running offer, whatever the order the
 * campaigns come in.
 */
export function productPrice(
  product: { id: number; price: Rupiah; discount: number },
  running: readonly CampaignRule[],
): ItemPrice {
  const offers = campaignItemsFor(product.id, running).flatMap((item) => campaignPrice(product.price, item) ?? []);
  const best = offers.reduce<ItemPrice | undefined>(
    (low, offer) => (low && low.price <= offer.price ? low : offer),
    undefined,
  );
  return best ?? ownDiscount(product.price, product.discount);
}

/** A charm's own discount percent applies to its own price (storefront seed §9); campaigns name products only. */
export function charmPrice(charm: { price: Rupiah; discount: number }): ItemPrice {
  return ownDiscount(charm.price, charm.discount);
}

/** Gift sets take no discount in the cart (storefront seed §9), whatever their discount field says. */
export function giftSetPrice(giftSet: { price: Rupiah }): ItemPrice {
  return { price: giftSet.price, originalPrice: giftSet.price, discountPercent: 0, source: 'none' };
}
