import {
  type CartLineView,
  CartMessages,
  cartSourceType,
  type GiftSetSummary,
  priceCartLine,
  unitWeightGrams,
} from '@kilau/domain';

import type { CatalogueFacts, CharmFacts, GiftSetFacts } from '../catalogue/items/item-facts.js';
import { weighedLine } from '../catalogue/items/item-weights.js';
import type { CartItem } from './decider.js';

export function viewCartLine(item: CartItem, facts: CatalogueFacts): CartLineView {
  const product = item.product === null ? undefined : facts.products.get(item.product);
  const giftSet = item.giftSet === null ? undefined : facts.giftSets.get(item.giftSet);
  const charms = item.charms.map((id) => facts.charms.get(id));
  const known = charms.filter((charm) => charm !== undefined);
  const priced = priceCartLine({ product, giftSet, charms: known, quantity: item.quantity }, facts.campaigns);
  const type = lineType(item, product, giftSet);
  const base = product ?? giftSet ?? (type === 'single-charm' ? known[0] : undefined);
  return {
    id: item.id,
    product: item.product,
    gift_set: item.giftSet,
    charms: item.charms,
    quantity: item.quantity,
    message: item.message,
    source_type: cartSourceType(item),
    type,
    name: base?.name ?? (type === 'single-charm' ? CartMessages.unknownCharm : CartMessages.unknownItem),
    image: base?.image ?? '',
    price: priced.unitPrice,
    original_price: priced.originalPrice,
    discount: priced.discountPercent,
    discount_label: priced.discountLabel,
    product_discount: priced.productDiscount,
    charm_discount: priced.charmDiscount,
    line_total: priced.lineTotal,
    available: isAvailable(item, facts),
    charms_detail: known.map((charm) => ({ id: charm.id, name: charm.name, image: charm.image, price: charm.price })),
    weight_grams: unitWeightGrams(weighedLine(item, facts)),
    giftSet: giftSet ? giftSetSummary(giftSet) : null,
    ...singleCharm(type === 'single-charm' ? known[0] : undefined),
  };
}

function giftSetSummary(set: GiftSetFacts): GiftSetSummary {
  const { id, name, image, price, description, products } = set;
  return { id, name, image, price, description, products };
}

function singleCharm(charm: CharmFacts | undefined): Pick<CartLineView, 'charmId' | 'category' | 'description'> {
  return charm
    ? { charmId: charm.id, category: charm.category, description: charm.description }
    : { charmId: null, category: null, description: null };
}

/** A line is single-charm when it has no product, no gift set and exactly one charm (storefront seed §3). */
function lineType(item: CartItem, product: unknown, giftSet: unknown): CartLineView['type'] {
  if (item.product !== null) return product ? 'product' : 'unknown';
  if (item.giftSet !== null) return giftSet ? 'gift_set' : 'unknown';
  return item.charms.length === 1 ? 'single-charm' : 'unknown';
}

function isAvailable(item: CartItem, facts: CatalogueFacts): boolean {
  const units = new Map<string, number>();
  const need = (key: string) => units.set(key, (units.get(key) ?? 0) + item.quantity);
  if (item.product !== null) need(`p${item.product}`);
  if (item.giftSet !== null) need(`g${item.giftSet}`);
  for (const charm of item.charms) need(`c${charm}`);
  return [...units].every(([key, count]) => {
    const id = Number(key.slice(1));
    const found =
      key[0] === 'p' ? facts.products.get(id) : key[0] === 'g' ? facts.giftSets.get(id) : facts.charms.get(id);
    return found !== undefined && found.stock >= count;
  });
}

export type { CartLineView };
