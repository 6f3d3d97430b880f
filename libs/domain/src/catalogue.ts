/**
 * The catalogue's vocabulary, as the seeds name it (storefront seed §3, order-side seed §3).
 */
export const PRODUCT_CATEGORIES = ['necklace', 'bracelet', 'earring', 'ring', 'anklet', 'jewel_set'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A product's material; shown uppercase as a tag. */
export const PRODUCT_LABELS = ['gold', 'silver', 'rose_gold'] as const;
export type ProductLabel = (typeof PRODUCT_LABELS)[number];

export const CHARM_CATEGORIES = [
  'alphabet',
  'birthstone',
  'birthstone_mini',
  'birth_flower',
  'number',
  'special',
  'zodiac',
] as const;
export type CharmCategory = (typeof CHARM_CATEGORIES)[number];

/** Charms group by material on the charms page: Gold, Silver, Rose Gold, Others. */
export const CHARM_LABELS = ['gold', 'silver', 'rose_gold', 'other'] as const;
export type CharmLabel = (typeof CHARM_LABELS)[number];

/**
 * Gift set labels as the console stores them. The storefront compares them case-insensitively
 * (forus, forhim, forher, monthlyspecial); an empty label is "No Label".
 */
export const GIFT_SET_LABELS = ['forUs', 'forHim', 'forHer', 'monthlySpecial'] as const;
export type GiftSetLabel = (typeof GIFT_SET_LABELS)[number];

/** Resolves a gift set label written in any case ("FORHER", "forher") to its stored form. */
export function giftSetLabelFrom(text: string): GiftSetLabel | undefined {
  const folded = text.trim().toLowerCase();
  return GIFT_SET_LABELS.find((label) => label.toLowerCase() === folded);
}

/** Page keys of the page-banner lookup (storefront seed §2, shared header). */
export const BANNER_PAGES = [
  'homepage',
  'charmbar',
  'charms',
  'necklaces',
  'bracelets',
  'earrings',
  'rings',
  'anklets',
  'gift_sets',
  'new_arrival',
  'jewel_set',
  'for_us',
  'for_him',
  'for_her',
  'monthly_special',
] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

/** Stock below this count shows LOW STOCK (storefront seed §4). */
export const LOW_STOCK_BELOW = 10;

export type StockState = 'sold_out' | 'low_stock' | 'in_stock';

/** 0 = SOLD OUT (greyed, not clickable, no add button); below 10 = LOW STOCK; else normal. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return 'sold_out';
  return stock < LOW_STOCK_BELOW ? 'low_stock' : 'in_stock';
}

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
