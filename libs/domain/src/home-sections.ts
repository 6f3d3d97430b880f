/**
 * The home page's lists and timings (storefront seed §2 'Home', §4, §9): the Best Seller grid takes
 * the top 20 by units sold; the photo gallery the last six images served; the scrolling banner loops
 * in 25 s; the video carousel scrolls 300 px a step.
 */
import { bestSellers } from './listing.js';

export const HOME_BEST_SELLERS = 20;
export const GALLERY_SHOWN = 6;
export const MARQUEE_SECONDS = 25;
export const VIDEO_SCROLL_PX = 300;

/** The scrolling banner's lines, in the seed's order. */
export const HOME_MARQUEE = [
  'Uniquely yours',
  'Customize your own jewel',
  'Loved by 389 customers',
  'Waterproof guaranteed',
] as const;

/** The materials strip (seed §1's marketing claims). */
export const HOME_MATERIALS = ['Hypoallergenic', 'Tarnish Free', '18K Gold', 'Titanium Plated', 'Waterproof'] as const;

/** The home grid's best sellers: the listings' best-seller rule, taking 20 instead of 10. */
export function homeBestSellers<P extends { sold_stok: number }>(
  products: readonly P[],
  limit = HOME_BEST_SELLERS,
): P[] {
  const facts = products.map((product) => ({ product, sold: product.sold_stok ?? 0 }));
  return bestSellers(facts, Math.max(0, limit)).map((fact) => fact.product);
}

/** The gallery's pictures: the last six as served (the newest, as the service lists oldest first). */
export function latestGalleryImages<G>(images: readonly G[], shown = GALLERY_SHOWN): G[] {
  return shown > 0 ? images.slice(-shown) : [];
}

/**
 * A grid's items cut to whole rows, so its last row is never half empty. `perRow` is the widest
 * row the grid lays out (four on a wide screen; its narrower two divides four, so those rows are
 * whole too). Fewer items than one row are all kept: one short row beats an empty section.
 */
export function wholeRows<T>(items: readonly T[], perRow: number): T[] {
  if (perRow < 1 || items.length <= perRow) return [...items];
  return items.slice(0, items.length - (items.length % perRow));
}
