/**
 * The catalogue listings' rules (storefront seed §2 'Category listings', 'Curated gift-set listings',
 * 'New arrivals, jewel sets, search'; §4 'Listings', 'Filters'; §9 page sizes and top-10 lists).
 * Lists come whole from the API; the storefront filters, sorts and pages them with these.
 */
import type { GiftSetLabel } from './catalogue.js';

/** What a listing needs to know of any item, whatever it is (product, charm, gift set). */
export interface ListingFacts {
  /** Material label as stored (gold, silver, rose_gold, other); empty when there is none. */
  material: string;
  /** Units sold (sold_stok). */
  sold: number;
  createdAt: string | Date;
  /** The displayed price (after the discount that applies). */
  price: number;
}

export type ListingView = 'grid' | 'rows';

/** Page size 12 in the grid, 8 in rows (§9); search shows 12 per page. */
export const LISTING_PAGE_SIZE: Record<ListingView, number> = { grid: 12, rows: 8 };
export const SEARCH_PAGE_SIZE = 12;
/** Best Seller, New Arrival, Newest and Oldest each take ten (§4). */
export const TOP_LIST_SIZE = 10;

export const MATERIAL_FILTERS = ['gold', 'silver', 'rose_gold'] as const;
export type MaterialFilter = (typeof MATERIAL_FILTERS)[number];
export const PRODUCT_FILTERS = ['best_seller', 'new_arrival', 'newest', 'oldest'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
export type PriceOrder = 'low_to_high' | 'high_to_low';

export interface ListingFilters {
  materials: MaterialFilter[];
  /** Combinable: an item shows when it is in any chosen top-10 list. */
  picks: ProductFilter[];
  price: PriceOrder | null;
}

export const NO_FILTERS: ListingFilters = { materials: [], picks: [], price: null };

/** The material as its uppercase tag: rose_gold → ROSE GOLD. */
export function materialTag(material: string | null | undefined): string {
  return (material ?? '').replace(/_/g, ' ').trim().toUpperCase();
}

/** Whole stars out of five, the rating rounded (§9). */
export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** The rating beside the stars: whole, or one decimal on the anklets and rings pages (§9). */
export function ratingText(rating: number, decimals: 0 | 1): string {
  const safe = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return safe.toFixed(decimals);
}

function instant(value: string | Date): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest first; equal dates keep their order. */
export function newestFirst<T extends Pick<ListingFacts, 'createdAt'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => instant(b.createdAt) - instant(a.createdAt));
}

function oldestFirst<T extends Pick<ListingFacts, 'createdAt'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => instant(a.createdAt) - instant(b.createdAt));
}

/** The top `count` by units sold; equal counts keep their order. */
export function bestSellers<T extends Pick<ListingFacts, 'sold'>>(items: readonly T[], count = TOP_LIST_SIZE): T[] {
  return [...items].sort((a, b) => b.sold - a.sold).slice(0, count);
}

/** Each Product filter's ten, in that filter's own order. */
function pickList<T extends ListingFacts>(items: readonly T[], pick: ProductFilter): T[] {
  if (pick === 'best_seller') return bestSellers(items);
  if (pick === 'oldest') return oldestFirst(items).slice(0, TOP_LIST_SIZE);
  return newestFirst(items).slice(0, TOP_LIST_SIZE); // New Arrival and Newest are the same ten
}

/** Sorts by the displayed price; equal prices keep their order. */
export function sortByPrice<T extends Pick<ListingFacts, 'price'>>(items: readonly T[], order: PriceOrder): T[] {
  const sign = order === 'low_to_high' ? 1 : -1;
  return [...items].sort((a, b) => sign * (a.price - b.price));
}

/**
 * A listing after its Filters dialog (§4). Material keeps the items whose label matches. The
 * Product picks are then taken among those (so Gold + Best Seller is the ten best-selling gold
 * pieces); several picks show the union, in the order of the first pick chosen. Price, when chosen,
 * orders the result by the displayed price.
 */
export function applyListingFilters<T extends ListingFacts>(items: readonly T[], filters: ListingFilters): T[] {
  const materials = new Set<string>(filters.materials);
  let shown = materials.size ? items.filter((item) => materials.has(item.material)) : [...items];
  if (filters.picks.length) {
    const listed = filters.picks.flatMap((pick) => pickList(shown, pick));
    shown = listed.filter((item, index) => listed.indexOf(item) === index);
  }
  return filters.price ? sortByPrice(shown, filters.price) : shown;
}

/** Toggles one choice in a combinable filter group. */
export function toggleChoice<T>(chosen: readonly T[], choice: T): T[] {
  return chosen.includes(choice) ? chosen.filter((c) => c !== choice) : [...chosen, choice];
}

/** The charms page's material groups, gold first (§3, §4). */
export const CHARM_GROUPS = [
  { material: 'gold', title: 'Gold' },
  { material: 'silver', title: 'Silver' },
  { material: 'rose_gold', title: 'Rose Gold' },
  { material: 'other', title: 'Others' },
] as const;

function groupIndex(material: string): number {
  const index = CHARM_GROUPS.findIndex((group) => group.material === material);
  return index === -1 ? CHARM_GROUPS.length - 1 : index; // an unknown label counts as Others
}

/** The charm sort: Gold, Silver, Rose Gold, then Others; the order inside a group is kept. */
export function goldFirst<T extends Pick<ListingFacts, 'material'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => groupIndex(a.material) - groupIndex(b.material));
}

/** A page of charms split under their material headings, empty groups left out. */
export function charmGroups<T extends Pick<ListingFacts, 'material'>>(
  items: readonly T[],
): { title: string; items: T[] }[] {
  return CHARM_GROUPS.map((group, index) => ({
    title: group.title,
    items: items.filter((item) => groupIndex(item.material) === index),
  })).filter((group) => group.items.length > 0);
}

/** Pages needed for `total` items; an empty list still has one page ("Page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number kept within 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** The items of page `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, items.length, pageSize) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * New arrivals: created within the last month (§2, §9), read as the last calendar month (on
 * 31 March, since 28/29 February); an item dated in the future is not yet arrived.
 */
export function isNewArrival(createdAt: string | Date, now: Date): boolean {
  const created = instant(createdAt);
  const since = new Date(now.getTime());
  const day = since.getDate();
  since.setDate(1);
  since.setMonth(since.getMonth() - 1);
  const lastDay = new Date(since.getFullYear(), since.getMonth() + 1, 0).getDate();
  since.setDate(Math.min(day, lastDay));
  return created >= since.getTime() && created <= now.getTime();
}

/** The curated gift-set lists and the label each takes (§2, §3). */
export const GIFT_SET_LISTS = {
  'for-her': 'forHer',
  'for-him': 'forHim',
  'for-us': 'forUs',
  'monthly-specials': 'monthlySpecial',
} as const satisfies Record<string, GiftSetLabel>;
export type GiftSetList = keyof typeof GIFT_SET_LISTS;

/**
 * Whether a gift set belongs on a curated list: its label matches case-insensitively (forher,
 * FORHER, forHer); the monthly specials also take any set flagged is_monthly_special.
 */
export function inGiftSetList(
  giftSet: { label?: string | null; is_monthly_special?: boolean },
  list: GiftSetList,
): boolean {
  const wanted = GIFT_SET_LISTS[list].toLowerCase();
  const label = (giftSet.label ?? '').trim().toLowerCase();
  return label === wanted || (list === 'monthly-specials' && giftSet.is_monthly_special === true);
}
