import type { ContextParts } from '../platform/parts/shop-parts.js';
import { Charm } from './entities/charm.entity.js';
import { DiscountCampaign, DiscountCampaignItem } from './entities/discount-campaign.entity.js';
import { GiftSet } from './entities/gift-set.entity.js';
import { Product } from './entities/product.entity.js';
import { GalleryImage, PageBanner, Video } from './entities/storefront-content.entity.js';

/** The catalogue's tables: products, charms, gift sets, campaigns and the storefront's content. */
export const catalogueParts = {
  context: 'catalogue',
  entities: [Product, Charm, GiftSet, DiscountCampaign, DiscountCampaignItem, PageBanner, GalleryImage, Video],
} satisfies ContextParts;
