/**
 * The detail pages' carousel constants and the small rules behind the gallery (storefront seed §4
 * "Galleries on detail pages swipe (counts beyond 45 px); thumbnails scroll when there are more
 * than 6 images", §9 "recommendation carousel scroll 260 px").
 */
export const SWIPE_THRESHOLD_PX = 45;
export const THUMBNAILS_SHOWN = 6;
export const RECOMMENDATION_SCROLL_PX = 260;

/** A finished swipe's step: a drag left beyond the threshold shows the next picture, right the previous. */
export function swipeStep(startX: number, endX: number): -1 | 0 | 1 {
  const moved = endX - startX;
  if (moved < -SWIPE_THRESHOLD_PX) return 1;
  if (moved > SWIPE_THRESHOLD_PX) return -1;
  return 0;
}

/** The picture `step` away from `index`, wrapping round at both ends. */
export function stepPicture(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Whether the thumbnail strip scrolls instead of showing every thumbnail. */
export function thumbnailsScroll(count: number): boolean {
  return count > THUMBNAILS_SHOWN;
}

/** The listing a product's breadcrumb goes back to, by its category. */
const CATEGORY_PAGES: Record<string, { label: string; to: string }> = {
  necklace: { label: 'Necklaces', to: '/necklaces' },
  bracelet: { label: 'Bracelets', to: '/bracelets' },
  earring: { label: 'Earrings', to: '/earrings' },
  ring: { label: 'Rings', to: '/rings' },
  anklet: { label: 'Anklets', to: '/anklets' },
  jewel_set: { label: 'Jewel Sets', to: '/jewel-set' },
};

export function categoryPage(category: string): { label: string; to: string } | undefined {
  return CATEGORY_PAGES[category];
}
