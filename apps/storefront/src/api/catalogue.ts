import { CatalogueMessages } from '@kilau/domain';

import { api, ApiError, query } from './http';
import type { Banner, Campaign, Charm, GalleryImage, GiftSet, Product, Video } from './types';

/**
 * The catalogue calls of storefront seed §7. Lists come whole (the seed's pages filter, sort and
 * page on the client, and the catalogue is small); `category`/`label` narrow them on the server.
 */
export const catalogue = {
  products: (params: { category?: string; ids?: number[]; ordering?: string } = {}) =>
    api<Product[]>(`/products/${query({ ...params, ids: params.ids?.join(',') })}`, {
      failure: CatalogueMessages.productsFailed,
    }),
  product: (id: number | string) =>
    oneItem<Product>(`/products/${id}/`, CatalogueMessages.productNotFound, CatalogueMessages.productFailed),
  charms: (params: { category?: string; label?: string } = {}) =>
    api<Charm[]>(`/charms/${query(params)}`, { failure: CatalogueMessages.charmsFailed }),
  charm: (id: number | string) =>
    oneItem<Charm>(`/charms/${id}/`, CatalogueMessages.charmNotFound, CatalogueMessages.charmFailed),
  giftSets: () => api<GiftSet[]>('/gift-sets/', { failure: CatalogueMessages.giftSetsFailed }),
  giftSet: (id: number | string) =>
    oneItem<GiftSet>(`/gift-sets/${id}/`, CatalogueMessages.giftSetNotFound, CatalogueMessages.giftSetFailed),
  /** A jewel set's included products (the seed's 'Failed to fetch product details' when they cannot be read). */
  productDetails: (ids: number[]) =>
    api<Product[]>(`/products/${query({ ids: ids.join(',') })}`, {
      failure: CatalogueMessages.productDetailsFailed,
    }).catch((error: unknown) => {
      throw reworded(error, CatalogueMessages.productDetailsFailed);
    }),
  /** Failure is tolerated as no campaigns (seed §8). */
  campaigns: () =>
    api<Campaign[]>('/discount-campaigns/', { failure: CatalogueMessages.campaignsFailed }).catch(
      () => [] as Campaign[],
    ),
  banners: () => api<Banner[]>('/page-banners/', { failure: CatalogueMessages.bannersFailed }),
  gallery: () => api<GalleryImage[]>('/photo-gallery/', { failure: CatalogueMessages.galleryFailed }),
  videos: () => api<Video[]>('/videos/', { failure: CatalogueMessages.videosFailed }),
};

/**
 * One item by id (storefront seed §8): a 404 is the item's 'not found' line, anything else (the
 * network, a 5xx, a throttle) the seed's singular 'Failed to fetch ...', so a shopper is never told
 * an item is gone when only the call failed.
 */
function oneItem<T>(path: string, notFound: string, failed: string): Promise<T> {
  return api<T>(path, { failure: failed }).catch((error: unknown) => {
    throw reworded(error, error instanceof ApiError && error.status === 404 ? notFound : failed);
  });
}

/** The call's failure in the seed's words, the service's own reason kept as `detail`. */
function reworded(error: unknown, message: string): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(message, error.status, error.code, error.detail ?? error.message, error.body);
}
