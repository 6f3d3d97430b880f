import type { GiftSetView, IncludedProduct } from '@kilau/domain';

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

export type { GiftSetView, IncludedProduct };
