import {
  type CharmView,
  defaultPageMeta,
  detailRoute,
  type GiftSetView,
  itemPageMeta,
  type PageMeta,
  type PreviewItem,
  type ProductView,
} from '@kilau/domain';

import { currentLogger } from '../../platform/logging/logger.js';
import { Refused } from '../../platform/shared/refused.js';
import type { CatalogueReads } from '../cache/catalogue-cache.js';
import { GetCharmQuery } from '../queries/get-charm.js';
import { GetGiftSetQuery } from '../queries/get-gift-set.js';
import { GetProductQuery } from '../queries/get-product.js';

const productItem = (p: ProductView): PreviewItem => ({
  name: p.name,
  description: p.description,
  image: p.images[0]?.image_url,
  price: p.discount_price,
});
const charmItem = (c: CharmView): PreviewItem => ({
  name: c.name,
  description: c.description,
  image: c.image,
  price: c.discount_price,
});
// gift sets take no discount (README: prices), so the preview shows what the cart charges
const giftSetItem = (g: GiftSetView): PreviewItem => ({
  name: g.name,
  description: g.description,
  image: g.image || g.image_url,
  price: g.price,
});

/**
 * The link-preview tags of a storefront address: an item's page from the catalogue (through the
 * catalogue's cache, so a shared link fetched by many crawlers is one read, and a console edit
 * shows at once), any other page, or an item that does not exist, the shop's defaults.
 */
export function linkPreviews(reads: CatalogueReads, publicUrl: string) {
  return async (path: string): Promise<PageMeta> => {
    const route = detailRoute(path);
    if (!route) return defaultPageMeta(publicUrl, path);
    try {
      const item =
        route.kind === 'charm'
          ? charmItem(await reads.execute<CharmView>(new GetCharmQuery(route.id)))
          : route.kind === 'gift_set'
            ? giftSetItem(await reads.execute<GiftSetView>(new GetGiftSetQuery(route.id)))
            : productItem(await reads.execute<ProductView>(new GetProductQuery(route.id)));
      return itemPageMeta(item, publicUrl, path.replace(/\/+$/, ''));
    } catch (error) {
      // not found: the page says so itself; anything else (the database away) still serves the app
      if (!(error instanceof Refused && error.kind === 'not_found')) {
        currentLogger().warn({ err: error, path }, 'link preview without its item');
      }
      return defaultPageMeta(publicUrl, path);
    }
  };
}
