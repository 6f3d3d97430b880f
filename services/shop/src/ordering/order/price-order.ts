import { orderTotals, priceCartLine, type ShopperLanguage, StockMessages, unitWeightGrams } from '@kilau/domain';

import type { CartItem } from '../../cart/decider.js';
import { checkLineAvailable } from '../../cart/line-rules.js';
import type { CatalogueFacts } from '../../catalogue/items/item-facts.js';
import { weighedLine } from '../../catalogue/items/item-weights.js';
import { type StockLine, stockNeeds } from '../../catalogue/items/stock.js';
import { Refused } from '../../platform/shared/refused.js';
import type { OrderLine, OrderPlaced, ShippingAddress } from '../events.js';

export interface OrderToPlace {
  orderId: number;
  userId: number;
  email: string;
  items: readonly CartItem[];
  facts: CatalogueFacts;
  shipping: ShippingAddress;
  shippingCost: number;
  paymentTtlMs: number;
  language?: ShopperLanguage;
}

/**
 * The order a checkout places, priced from the catalogue and the campaigns of this moment
 * (never from the client) with the shared rules, every line frozen as sold. Refuses, naming
 * the item, when the lines together want more units than the stock holds.
 */
export function placeOrder(input: OrderToPlace): OrderPlaced['data'] {
  const { facts } = input;
  for (const item of input.items) checkLineAvailable(item, item.quantity, facts);
  const stock = orderStock(input.items);
  for (const need of stock) checkEnough(need, facts);
  const lines = input.items.map((item) => orderLine(item, facts));
  const placedAt = facts.now;
  return {
    orderId: input.orderId,
    userId: input.userId,
    email: input.email,
    lines,
    totals: orderTotals(
      lines.map((line) => line.pricing),
      input.shippingCost,
    ),
    shipping: input.shipping,
    stock,
    campaignIds: facts.campaigns.flatMap((campaign) => (campaign.id === undefined ? [] : [campaign.id])),
    placedAt: placedAt.toISOString(),
    paymentDeadline: new Date(placedAt.getTime() + input.paymentTtlMs).toISOString(),
    ...(input.language && { language: input.language }),
  };
}

/** The units an order of these lines takes, summed per item (one charm may hang on several pieces), in lock order. */
export function orderStock(items: readonly CartItem[]): StockLine[] {
  return stockNeeds(items.flatMap(unitsOf));
}

function unitsOf(item: CartItem): StockLine[] {
  const units: StockLine[] = item.charms.map((id) => ({ kind: 'charm', id, quantity: item.quantity }));
  if (item.product !== null) units.push({ kind: 'product', id: item.product, quantity: item.quantity });
  if (item.giftSet !== null) units.push({ kind: 'gift_set', id: item.giftSet, quantity: item.quantity });
  return units;
}

function checkEnough(need: StockLine, facts: CatalogueFacts): void {
  const item =
    need.kind === 'product'
      ? facts.products.get(need.id)
      : need.kind === 'charm'
        ? facts.charms.get(need.id)
        : facts.giftSets.get(need.id);
  if (!item) throw new Refused('not_found', `${need.kind}_not_found`, StockMessages.gone);
  if (item.stock < need.quantity) throw shortOf(need, item);
}

/** The refusal for a line the stock cannot give, naming the item and what is left of it. */
export function shortOf(need: StockLine, item: { name: string; stock: number }): Refused {
  const message = item.stock <= 0 ? StockMessages.soldOut(item.name) : StockMessages.onlyLeft(item.name, item.stock);
  return new Refused('conflict', item.stock <= 0 ? 'sold_out' : 'not_enough_stock', message, {
    item: { kind: need.kind, id: need.id, name: item.name, stock: item.stock },
  });
}

function orderLine(item: CartItem, facts: CatalogueFacts): OrderLine {
  const product = item.product === null ? undefined : facts.products.get(item.product);
  const giftSet = item.giftSet === null ? undefined : facts.giftSets.get(item.giftSet);
  const charms = item.charms.map((id) => facts.charms.get(id)!);
  return {
    cartItemId: item.id,
    sourceType: product ? 'product' : giftSet ? 'gift_set' : 'charms_only',
    quantity: item.quantity,
    message: item.message,
    product: product
      ? { id: product.id, name: product.name, image: product.image, category: product.category, price: product.price }
      : null,
    giftSet: giftSet ? { id: giftSet.id, name: giftSet.name, image: giftSet.image, price: giftSet.price } : null,
    charms: charms.map((charm) => ({ id: charm.id, name: charm.name, image: charm.image, price: charm.price })),
    pricing: priceCartLine({ product, giftSet, charms, quantity: item.quantity }, facts.campaigns),
    weightGrams: unitWeightGrams(weighedLine(item, facts)),
  };
}
