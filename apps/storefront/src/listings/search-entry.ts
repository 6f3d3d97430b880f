import { charmPrice, giftSetPrice, type PictureVariant, productPrice, runningCampaigns } from '@kilau/domain';

import type { Campaign } from '../api/types';
import type { CardItem } from './card-item';
import { productHref } from './card-item';

/** One hit of GET /api/search/ (read from the service's OpenAPI and answers). */
export interface SearchHit {
  type: 'product' | 'charm' | 'gift_set';
  id: number;
  name: string;
  price: number;
  discount: number;
  image: string | null;
  image_variants?: PictureVariant[];
  category: string | null;
  label: string | null;
  stock: number;
  sold_stok: number;
  rating: number;
}

function priced(hit: SearchHit, campaigns: readonly Campaign[], now: Date) {
  if (hit.type === 'gift_set') return giftSetPrice(hit);
  if (hit.type === 'charm') return charmPrice(hit);
  return productPrice(hit, runningCampaigns(campaigns, now));
}

function hrefOf(hit: SearchHit): string {
  if (hit.type === 'gift_set') return `/products-sets/${hit.id}`;
  if (hit.type === 'charm') return `/products-charm/${hit.id}`;
  return productHref(hit);
}

/** A search hit as a catalogue card, priced as its own listing prices it. */
export function searchCardItem(hit: SearchHit, campaigns: readonly Campaign[], now = new Date()): CardItem {
  const price = priced(hit, campaigns, now);
  return {
    id: hit.id,
    name: hit.name,
    href: hrefOf(hit),
    images: hit.image ? [{ src: hit.image, variants: hit.image_variants }] : [],
    price: price.price,
    originalPrice: price.originalPrice,
    stock: hit.stock,
    label: hit.type === 'gift_set' ? undefined : (hit.label ?? undefined),
    rating: hit.rating,
  };
}
