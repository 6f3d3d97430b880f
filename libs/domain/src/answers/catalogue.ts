import type { CharmCategory, CharmLabel, GiftSetLabel, ProductCategory, ProductLabel } from '../catalogue.js';
import type { PictureVariant } from '../picture-variants.js';

/**
 * Beside a picture field (`image`, `image_url`): its smaller copies, when the shop has made them
 * (pictures kept before variants existed have none). The picture field itself is unchanged.
 */
export interface WithVariants {
  image_variants?: PictureVariant[];
}

/** A picture of a product or gift set. Paths are served under /media/. */
export interface CatalogueImage extends WithVariants {
  image_url: string;
  alt_text: string;
}

/** A charm a product carries, as its `charms_detail` lists it. */
export interface CharmSummary extends WithVariants {
  id: number;
  name: string;
  image: string;
  price: number;
  discount: number;
  category: string;
  label: string;
}

/** A product (storefront seed §3, field names exactly). */
export interface ProductView {
  id: number;
  name: string;
  price: number;
  discount: number;
  /** The price after the product's own discount (campaigns apply on top, in the storefront and the cart). */
  discount_price: number;
  label: ProductLabel;
  category: ProductCategory;
  rating: number;
  stock: number;
  sold_stok: number;
  created_at: string;
  images: CatalogueImage[];
  description: string;
  details: string;
  charms: boolean;
  charms_detail: CharmSummary[];
  is_charm_spreadable: boolean;
  is_charm_max3: boolean;
  is_charm_max5: boolean;
  jewel_set_products: number[];
}

/** A charm (storefront seed §3). */
export interface CharmView extends WithVariants {
  id: number;
  name: string;
  price: number;
  discount: number;
  discount_price: number;
  rating: number;
  image: string;
  /**
   * The charm alone on a transparent background, drawn by the charm builder's preview so it hangs
   * on the chain without its photo's backdrop; '' when the shop has none (the preview then rounds
   * off the photo).
   */
  cutout_image: string;
  description: string;
  category: CharmCategory;
  label: CharmLabel;
  stock: number;
  sold_stok: number;
  created_at: string;
}

/** A product inside a gift set, as the detail page lists it. */
export interface IncludedProduct extends WithVariants {
  id: number;
  name: string;
  category: string;
  label: string;
  price: number;
  image: string | null;
}

/**
 * A gift set as both seeds read it: `image` and `image_url` both name the main picture
 * ("image_url (or image)"); `products` are ids and `products_detail` names them for the
 * detail page's "included products with category, material, price".
 */
export interface GiftSetView extends WithVariants {
  id: number;
  name: string;
  price: number;
  discount: number;
  label: GiftSetLabel | '';
  rating: number;
  stock: number;
  sold_stok: number;
  is_monthly_special: boolean;
  description: string;
  image: string;
  image_url: string;
  images: CatalogueImage[];
  products: number[];
  products_detail: IncludedProduct[];
  created_at: string;
}

/** A discount campaign. */
export interface CampaignView {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  /** Started, not ended, and has items: what the home page's countdown shows. */
  is_active: boolean;
  items: { id: number; product: number; discount_type: 'percent' | 'amount'; discount_value: number }[];
}

export interface BannerView extends WithVariants {
  id: number;
  page: string;
  image_url: string;
}

export interface GalleryImageView extends WithVariants {
  id: number;
  image: string;
  alt_text: string;
  created_at: string;
}

export interface VideoView {
  id: number;
  title: string;
  video_file: string;
  /** Beside the seed's fields: the still shown before the clip plays (`<clip>-poster.svg` kept beside it); '' when there is none. */
  poster: string;
  created_at: string;
}

/** A shopper's review (storefront seed §3 'Review'). */
export interface ReviewView extends WithVariants {
  id: number;
  user_name: string;
  uploaded_at: string;
  rating: number;
  review_text: string;
  image: string | null;
  products: number[];
  charms: number[];
  gift_sets: number[];
}

/** The paged answer, given when the caller asks for `page` or `page_size`. */
export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: T[];
}
