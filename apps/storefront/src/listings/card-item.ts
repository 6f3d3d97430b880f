import { charmPrice, giftSetPrice, productPrice, runningCampaigns } from '@kilau/domain';

import type { Campaign, CatalogueImage, Charm, GiftSet, Product } from '../api/types';
import type { ShownPicture } from '../ui/Picture';

/** What a catalogue card shows, whatever the item is. */
export interface CardItem {
  id: number;
  name: string;
  /** The detail route the card opens. */
  href: string;
  images: ShownPicture[];
  /** The displayed price, after the discount that applies. */
  price: number;
  /** The list price, struck through when it differs. */
  originalPrice?: number | null;
  stock: number;
  /** Material label (gold, silver, rose_gold, other), shown uppercase as a tag. */
  label?: string;
  rating?: number;
  ratingDecimals?: 0 | 1;
  /** How many shoppers' reviews name the item; when known, the rating reads "from N reviews". */
  reviewCount?: number;
}

function pictures(images: Array<Pick<CatalogueImage, 'image_url' | 'image_variants'>>): ShownPicture[] {
  return images
    .filter((image) => !!image.image_url)
    .map((image) => ({ src: image.image_url, variants: image.image_variants }));
}

/** Jewel sets open their own detail page (storefront seed §2). */
export function productHref(product: { id: number; category: string | null }): string {
  return product.category === 'jewel_set' ? `/products-jewelsets/${product.id}` : `/products/${product.id}`;
}

/** A product's card, priced with the campaigns running now (a campaign wins over its own discount). */
export function productCardItem(product: Product, campaigns: readonly Campaign[], now = new Date()): CardItem {
  const price = productPrice(product, runningCampaigns(campaigns, now));
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    images: pictures(product.images),
    price: price.price,
    originalPrice: price.originalPrice,
    stock: product.stock,
    label: product.label,
    rating: product.rating,
  };
}

export function charmCardItem(charm: Charm): CardItem {
  const price = charmPrice(charm);
  return {
    id: charm.id,
    name: charm.name,
    href: `/products-charm/${charm.id}`,
    images: pictures([{ image_url: charm.image, image_variants: charm.image_variants }]),
    price: price.price,
    originalPrice: price.originalPrice,
    stock: charm.stock,
    label: charm.label,
    rating: charm.rating,
  };
}

/** Gift sets carry no material tag and no discount (storefront seed §9). */
export function giftSetCardItem(giftSet: GiftSet): CardItem {
  const price = giftSetPrice(giftSet);
  return {
    id: giftSet.id,
    name: giftSet.name,
    href: `/products-sets/${giftSet.id}`,
    images: pictures(
      giftSet.images.length
        ? giftSet.images
        : [{ image_url: giftSet.image_url || giftSet.image, image_variants: giftSet.image_variants }],
    ),
    price: price.price,
    originalPrice: price.originalPrice,
    stock: giftSet.stock,
    rating: giftSet.rating,
  };
}
