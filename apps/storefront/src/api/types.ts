/**
 * What the shop's API answers, as the storefront reads it: the shapes the service builds, from
 * libs/domain (`answers/`), under the storefront's shorter names.
 */
export type {
  BannerView as Banner,
  CampaignView as Campaign,
  CartLineView as CartLine,
  CatalogueImage,
  CharmView as Charm,
  CharmSummary,
  GalleryImageView as GalleryImage,
  GiftSetView as GiftSet,
  IncludedProduct,
  Page,
  ProductView as Product,
  VideoView as Video,
} from '@kilau/domain';
export type { CartSourceType } from '@kilau/domain';

/** What `POST /api/cart/add/` takes (storefront seed §7). */
export interface CartAddition {
  product?: number | null;
  gift_set?: number | null;
  charms: number[];
  quantity: number;
  message: string;
}
