/**
 * What the charm bar lists (storefront seed §2 'Charm builder', §3, §7): the bases by kind, the
 * picker's charm groups and the 'You might also like' picks.
 */
import { bestSellersInStock, categoryName, CHARM_CATEGORIES, CHARM_LABELS } from '@kilau/domain';

export type PickerGrouping = 'category' | 'material';

interface GroupableCharm {
  category: string;
  label: string;
}

export interface CharmGroup<C> {
  key: string;
  title: string;
  charms: C[];
}

/** The charms page's material groups (seed §3): Gold, Silver, Rose Gold, Others. */
const MATERIAL_TITLES: Record<string, string> = {
  gold: 'Gold',
  silver: 'Silver',
  rose_gold: 'Rose Gold',
  other: 'Others',
};

/**
 * The picker's groups in the catalogue's order; a charm with a category or material the shop
 * does not know lands in a last group of its own rather than vanishing. Empty groups are left out.
 */
export function groupCharms<C extends GroupableCharm>(charms: readonly C[], by: PickerGrouping): CharmGroup<C>[] {
  const keyOf = (charm: C) => (by === 'category' ? charm.category : charm.label);
  const known: readonly string[] = by === 'category' ? CHARM_CATEGORIES : CHARM_LABELS;
  const others = [...new Set(charms.map(keyOf).filter((key) => !known.includes(key)))];
  const title = (key: string) => (by === 'material' ? (MATERIAL_TITLES[key] ?? categoryName(key)) : categoryName(key));
  return [...known, ...others]
    .map((key) => ({ key, title: title(key), charms: charms.filter((charm) => keyOf(charm) === key) }))
    .filter((group) => group.charms.length > 0);
}

/** Products that accept charms, of one kind (necklace or bracelet), in catalogue order. */
export function charmBases<P extends { charms: boolean; category: string }>(products: readonly P[], kind: string): P[] {
  return products.filter((product) => product.charms && product.category === kind);
}

/** 'You might also like': the 3 best-selling necklaces in stock, then the 2 best-selling bracelets. */
export function charmBarRecommendations<P extends { id: number; category: string; stock: number; sold_stok: number }>(
  products: readonly P[],
): P[] {
  const of = (kind: string) => products.filter((product) => product.category === kind);
  return [...bestSellersInStock(of('necklace'), undefined, 3), ...bestSellersInStock(of('bracelet'), undefined, 2)];
}
