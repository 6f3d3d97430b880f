import {
  type CatalogueImage,
  CatalogueMessages,
  type ProductCategory,
  type ProductDraft,
  type ProductLabel,
} from '@kilau/domain';

import { notFound } from '../../../../platform/shared/refused.js';
import type { AdminTable } from '../../admin-list.js';

/**
 * A product as the console edits it: the storefront's fields, with `images` as the pictures'
 * addresses in gallery order and `jewel_set_products` as member ids. `rating` comes from reviews.
 */
export interface AdminProduct extends ProductDraft {
  id: number;
  rating: number;
  created_at: Date;
  updated_at: Date;
}

type ProductRow = Omit<AdminProduct, 'images'> & { images: CatalogueImage[] };

export const PRODUCT_TABLE: AdminTable<AdminProduct, ProductRow> = {
  from: 'products p',
  id: 'p.id',
  columns: `p.id, p.name, p.category, p.label, p.price, p.discount::float8 AS discount, p.stock, p.sold_stok,
    p.rating::float8 AS rating, p.description, p.details, p.images, p.charms, p.is_charm_spreadable,
    p.is_charm_max3, p.is_charm_max5, p.weight_grams, p.created_at, p.updated_at,
    COALESCE((SELECT json_agg(j.product_id ORDER BY j.product_id) FROM jewel_set_products j
      WHERE j.jewel_set_id = p.id), '[]'::json) AS jewel_set_products`,
  sorts: {
    id: 'p.id',
    name: 'p.name',
    category: 'p.category',
    label: 'p.label',
    price: 'p.price',
    discount: 'p.discount',
    stock: 'p.stock',
    sold_stok: 'p.sold_stok',
    rating: 'p.rating',
    weight_grams: 'p.weight_grams',
    created_at: 'p.created_at',
  },
  search: 'p.search_text',
  equals: { category: 'p.category', label: 'p.label' },
  record: toAdminProduct,
  notFound: () => notFound(CatalogueMessages.productNotFound),
};

export function toAdminProduct(row: ProductRow): AdminProduct {
  return { ...row, images: row.images.map((image) => image.image_url) };
}

/**
 * The pictures as the storefront reads them ({image_url, alt_text}): an address the product
 * already had keeps its alt text, a new one is described by the product's name.
 */
export function productImages(
  addresses: readonly string[],
  name: string,
  before: readonly CatalogueImage[] = [],
): CatalogueImage[] {
  const alts = new Map(before.map((image) => [image.image_url, image.alt_text]));
  return addresses.map((url) => ({ image_url: url, alt_text: alts.get(url) ?? name }));
}

export type { ProductCategory, ProductLabel };
