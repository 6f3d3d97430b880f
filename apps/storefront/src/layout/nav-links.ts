/** The header's eight navigation links (storefront seed §2, Shared header). */
export const NAV_LINKS = [
  { label: 'Charm Bar', to: '/charmbar' },
  { label: 'Charms', to: '/charms' },
  { label: 'Necklaces', to: '/necklaces' },
  { label: 'Bracelets', to: '/bracelets' },
  { label: 'Earrings', to: '/earrings' },
  { label: 'Rings', to: '/rings' },
  { label: 'Anklets', to: '/anklets' },
  { label: 'Gift Sets', to: '/giftsets' },
] as const;

/** At this width or less the links move into the slide-in side menu. */
export const COMPACT_HEADER_MAX_WIDTH = 1500;

/** The search box's target: the trimmed text URL-encoded, or nothing for blank text. */
export function searchTarget(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
