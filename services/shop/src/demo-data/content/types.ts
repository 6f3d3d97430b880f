import type { BannerPage, CharmCategory, CharmLabel, GiftSetLabel, ProductCategory, ProductLabel } from '@kilau/domain';

/**
 * The demo catalogue as plain data: the seeder turns these into rows and images.
 * Items refer to each other by `key` (never by database id) so the content stays independent of insertion order;
 * `daysAgo` / `startDaysAgo` / `endInDays` are relative to the moment of seeding so "new arrivals" and the
 * running campaign stay current whenever the demo is seeded.
 */
export interface DemoProduct {
  key: string;
  name: string;
  category: ProductCategory;
  label: ProductLabel;
  /** Whole rupiah. */
  price: number;
  /** Percent, 0 when the product has no own discount. */
  discount: number;
  rating: number;
  stock: number;
  soldStok: number;
  daysAgo: number;
  description: string;
  /** Lines separated by `\n`. */
  details: string;
  acceptsCharms: boolean;
  spreadable: boolean;
  max3: boolean;
  max5: boolean;
  /** How many images the seeder renders (variants 1..imageCount of `productSvg`). */
  imageCount: number;
  /** Recommended charms for products that accept charms; empty otherwise. */
  charmKeys: string[];
  /** Keys of the products a jewel set bundles; empty for every other category. */
  jewelSetOf: string[];
}

export interface DemoCharm {
  key: string;
  name: string;
  category: CharmCategory;
  label: CharmLabel;
  /** Whole rupiah. */
  price: number;
  discount: number;
  rating: number;
  stock: number;
  soldStok: number;
  daysAgo: number;
  description: string;
}

export interface DemoGiftSet {
  key: string;
  name: string;
  label: GiftSetLabel;
  /** Whole rupiah. */
  price: number;
  /** Always 0: gift sets take no discount in the cart. */
  discount: number;
  rating: number;
  stock: number;
  soldStok: number;
  daysAgo: number;
  isMonthlySpecial: boolean;
  description: string;
  productKeys: string[];
  imageCount: number;
}

export interface DemoCampaign {
  name: string;
  startDaysAgo: number;
  /** Negative for a campaign that has already ended. */
  endInDays: number;
  /** For `amount`, `value` is the new fixed price in rupiah; for `percent` it is the percent off. */
  items: { productKey: string; type: 'percent' | 'amount'; value: number }[];
}

export interface DemoBanner {
  page: BannerPage;
  headline: string;
}

export interface DemoGalleryImage {
  altText: string;
}

export interface DemoVideo {
  title: string;
  /** File name inside `demo-data/assets/`. */
  file: string;
}

export interface DemoReview {
  userName: string;
  rating: number;
  text: string;
  daysAgo: number;
  productKeys: string[];
  charmKeys: string[];
  giftSetKeys: string[];
  withImage: boolean;
}
