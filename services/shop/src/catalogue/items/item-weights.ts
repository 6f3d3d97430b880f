import type { WeighedLine } from '@kilau/domain';

import type { CatalogueFacts } from './item-facts.js';

/** What a cart line names, as far as its weight goes. */
interface LineItems {
  product: number | null;
  giftSet: number | null;
  charms: readonly number[];
  quantity: number;
}

/**
 * A line's weight from the catalogue as it stands: its product or gift set and each charm. An
 * item gone from the catalogue weighs nothing here; the line is refused for it anyway.
 */
export function weighedLine(item: LineItems, facts: CatalogueFacts): WeighedLine {
  const base =
    item.product !== null
      ? facts.products.get(item.product)
      : item.giftSet !== null
        ? facts.giftSets.get(item.giftSet)
        : undefined;
  return {
    baseGrams: base?.weight_grams ?? null,
    charmGrams: item.charms.map((id) => facts.charms.get(id)?.weight_grams ?? 0),
    quantity: item.quantity,
  };
}
