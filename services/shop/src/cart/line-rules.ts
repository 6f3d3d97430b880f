import { CatalogueMessages, charmCountProblem, StockMessages } from '@kilau/domain';

import type { CatalogueFacts, ItemIds } from '../catalogue/items/item-facts.js';
import { Refused } from '../platform/shared/refused.js';
import type { CartLineContent } from './events.js';

/** More of one piece than this in one line is a typo, not an order. */
export const MAX_LINE_QUANTITY = 99;

/**
 * Whether `quantity` pieces of this line can be sold now: every item exists and has the units
 * (a charm hung twice on a piece counts twice), and a product carrying charms takes them, as
 * many as its base allows. The cart refuses sold-out and unknown items; the checkout's guarded
 * stock update is what finally decides.
 */
export function checkLineAvailable(line: CartLineContent, quantity: number, facts: CatalogueFacts): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    const message = `Quantity must be between 1 and ${MAX_LINE_QUANTITY}`;
    throw new Refused('invalid', 'bad_quantity', message, { fields: { quantity: [message] } });
  }
  if (line.product !== null) {
    const product = facts.products.get(line.product);
    if (!product) throw new Refused('not_found', 'product_not_found', CatalogueMessages.productNotFound);
    checkUnits(product, quantity);
    if (line.charms.length > 0 && !product.charms) {
      throw new Refused('invalid', 'takes_no_charms', StockMessages.takesNoCharms(product.name));
    }
    const countProblem = charmCountProblem(line.charms.length, product);
    if (countProblem)
      throw new Refused('invalid', 'too_many_charms', countProblem, { fields: { charms: [countProblem] } });
  }
  if (line.giftSet !== null) {
    const giftSet = facts.giftSets.get(line.giftSet);
    if (!giftSet) throw new Refused('not_found', 'gift_set_not_found', CatalogueMessages.giftSetNotFound);
    checkUnits(giftSet, quantity);
  }
  for (const [charmId, perPiece] of countEach(line.charms)) {
    const charm = facts.charms.get(charmId);
    if (!charm) throw new Refused('not_found', 'charm_not_found', CatalogueMessages.charmNotFound);
    checkUnits(charm, quantity * perPiece);
  }
}

function checkUnits(item: { id: number; name: string; stock: number }, units: number): void {
  if (item.stock <= 0) {
    throw new Refused('conflict', 'sold_out', StockMessages.soldOut(item.name), { item: item.id });
  }
  if (item.stock < units) {
    throw new Refused('conflict', 'not_enough_stock', StockMessages.onlyLeft(item.name, item.stock), { item: item.id });
  }
}

function countEach(ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The catalogue items some lines name, for one lookup. */
export function idsInLines(lines: readonly CartLineContent[]): ItemIds {
  return {
    products: lines.flatMap((line) => (line.product === null ? [] : [line.product])),
    giftSets: lines.flatMap((line) => (line.giftSet === null ? [] : [line.giftSet])),
    charms: lines.flatMap((line) => line.charms),
  };
}
