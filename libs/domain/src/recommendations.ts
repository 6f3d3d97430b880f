/**
 * The 'You might also like' choices of the detail pages (storefront seed §2, §7): "the products or
 * charms list filtered to stock above 0 and sorted by sold_stok descending"; gift sets show all
 * gift sets, newest first. The item on show is left out: recommending the page itself helps no one.
 */
export interface SellableItem {
  id: number;
  stock: number;
  sold_stok: number;
}

export interface DatedItem {
  id: number;
  created_at: string;
}

/** How many cards a detail page's carousel holds (the seed is silent; ours). */
export const RECOMMENDATION_LIMIT = 10;

/**
 * In-stock items, best sellers first (ties keep their given order), without `excludeId`, at most
 * `limit` of them.
 */
export function bestSellersInStock<T extends SellableItem>(
  items: readonly T[],
  excludeId?: number,
  limit = RECOMMENDATION_LIMIT,
): T[] {
  return items
    .filter((item) => item.stock > 0 && item.id !== excludeId)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.sold_stok - a.item.sold_stok || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

/** Items newest first by `created_at` (an unreadable date counts as oldest), without `excludeId`. */
export function newestCreatedFirst<T extends DatedItem>(items: readonly T[], excludeId?: number): T[] {
  const time = (item: T) => {
    const at = Date.parse(item.created_at);
    return Number.isNaN(at) ? -Infinity : at;
  };
  return items
    .filter((item) => item.id !== excludeId)
    .map((item, index) => ({ item, index, at: time(item) }))
    .sort((a, b) => (b.at === a.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map(({ item }) => item);
}
