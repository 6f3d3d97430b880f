import type { ListingFacts } from '@kilau/domain';

import type { Campaign, Charm, GiftSet, Product } from '../api/types';
import { type CardItem, charmCardItem, giftSetCardItem, productCardItem } from './card-item';

/** One item of a listing: its card, the facts the listing rules read, and what its add does. */
export interface ListingEntry extends ListingFacts {
  key: string;
  card: CardItem;
  kind: 'product' | 'charm' | 'gift_set';
  /** Products that accept charms are customised on their detail page rather than added. */
  customise?: boolean;
}

function facts(card: CardItem, material: string, sold: number, createdAt: string) {
  return { card, material, sold, createdAt, price: card.price };
}

export function productEntry(product: Product, campaigns: readonly Campaign[]): ListingEntry {
  const card = productCardItem(product, campaigns);
  return {
    key: `product-${product.id}`,
    kind: 'product',
    customise: product.charms,
    ...facts(card, product.label, product.sold_stok, product.created_at),
  };
}

export function charmEntry(charm: Charm): ListingEntry {
  const card = charmCardItem(charm);
  return { key: `charm-${charm.id}`, kind: 'charm', ...facts(card, charm.label, charm.sold_stok, charm.created_at) };
}

export function giftSetEntry(giftSet: GiftSet): ListingEntry {
  const card = giftSetCardItem(giftSet);
  return {
    key: `gift-set-${giftSet.id}`,
    kind: 'gift_set',
    ...facts(card, '', giftSet.sold_stok, giftSet.created_at),
  };
}
