import type { GiftSetLabel } from '@kilau/domain';

import type { CatalogueImage } from '../entities/image.js';

/**
 * A gift set as both seeds read it: `image` and `image_url` both name the main picture
 * ("image_url (or image)"); `products` are ids and `products_detail` names them for the
 * detail page's "included products with category, material, price".
 */
export interface GiftSetView {
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

export interface IncludedProduct {
  id: number;
  name: string;
  category: string;
  label: string;
  price: number;
  image: string | null;
}

type GiftSetRow = Omit<GiftSetView, 'image_url' | 'products' | 'created_at'> & { created_at: Date };

export const GIFT_SET_COLUMNS = `
  g.id, g.name, g.price, g.discount::float8 AS discount, g.label, g.rating::float8 AS rating,
  g.stock, g.sold_stok, g.is_monthly_special, g.description, g.image, g.images, g.created_at,
  COALESCE((
    SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'category', p.category,
      'label', p.label, 'price', p.price, 'image', p.images -> 0 ->> 'image_url') ORDER BY p.id)
    FROM gift_set_products gp JOIN products p ON p.id = gp.product_id WHERE gp.gift_set_id = g.id
  ), '[]'::json) AS products_detail`;

export const GIFT_SET_ORDERINGS: Record<string, string> = {
  id: 'g.id',
  name: 'g.name',
  price: 'g.price',
  created_at: 'g.created_at',
  sold_stok: 'g.sold_stok',
  rating: 'g.rating',
  stock: 'g.stock',
};

export function toGiftSetView(row: GiftSetRow): GiftSetView {
  return {
    ...row,
    image_url: row.image,
    products: row.products_detail.map((p) => p.id),
    created_at: row.created_at.toISOString(),
  };
}
