import { CatalogueMessages } from '@kilau/domain';

import { api, query } from './http';
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
  product: (id: number | string) => api<Product>(`/products/${id}/`, { failure: CatalogueMessages.productNotFound }),
  charms: (params: { category?: string; label?: string } = {}) =>
    api<Charm[]>(`/charms/${query(params)}`, { failure: CatalogueMessages.charmsFailed }),
  charm: (id: number | string) => api<Charm>(`/charms/${id}/`, { failure: CatalogueMessages.charmNotFound }),
  giftSets: () => api<GiftSet[]>('/gift-sets/', { failure: CatalogueMessages.giftSetsFailed }),
  giftSet: (id: number | string) => api<GiftSet>(`/gift-sets/${id}/`, { failure: CatalogueMessages.giftSetNotFound }),
  /** Failure is tolerated as no campaigns (seed §8). */
  campaigns: () =>
    api<Campaign[]>('/discount-campaigns/', { failure: CatalogueMessages.campaignsFailed }).catch(
      () => [] as Campaign[],
    ),
  banners: () => api<Banner[]>('/page-banners/', { failure: CatalogueMessages.bannersFailed }),
  gallery: () => api<GalleryImage[]>('/photo-gallery/', { failure: CatalogueMessages.galleryFailed }),
  videos: () => api<Video[]>('/videos/', { failure: CatalogueMessages.videosFailed }),
};
