import { type CharmSummary, priceAfterPercent, type ProductView } from '@kilau/domain';

type ProductRow = Omit<ProductView, 'discount_price' | 'created_at'> & { created_at: Date };

/** Columns of `products p` plus the charms and jewel-set members, aggregated per product. */
export const PRODUCT_COLUMNS = `
  p.id, p.name, p.price, p.discount::float8 AS discount, p.label, p.category,
  p.rating::float8 AS rating, p.stock, p.sold_stok, p.created_at, p.images, p.description,
  p.details, p.charms, p.is_charm_spreadable, p.is_charm_max3, p.is_charm_max5,
  COALESCE((
    SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'image', c.image, 'price', c.price,
      'discount', c.discount::float8, 'category', c.category, 'label', c.label) ORDER BY c.id)
    FROM product_charms pc JOIN charms c ON c.id = pc.charm_id WHERE pc.product_id = p.id
  ), '[]'::json) AS charms_detail,
  COALESCE((
    SELECT json_agg(j.product_id ORDER BY j.product_id) FROM jewel_set_products j WHERE j.jewel_set_id = p.id
  ), '[]'::json) AS jewel_set_products`;

/** Orderings a caller may ask for; `discount_price` is the price after the product's own discount. */
export const PRODUCT_ORDERINGS: Record<string, string> = {
  id: 'p.id',
  name: 'p.name',
  price: 'p.price',
  discount_price: 'round(p.price * (100 - p.discount) / 100)',
  created_at: 'p.created_at',
  sold_stok: 'p.sold_stok',
  rating: 'p.rating',
  stock: 'p.stock',
};

export function toProductView(row: ProductRow): ProductView {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    discount: row.discount,
    discount_price: priceAfterPercent(row.price, row.discount),
    label: row.label,
    category: row.category,
    rating: row.rating,
    stock: row.stock,
    sold_stok: row.sold_stok,
    created_at: row.created_at.toISOString(),
    images: row.images,
    description: row.description,
    details: row.details,
    charms: row.charms,
    charms_detail: row.charms_detail,
    is_charm_spreadable: row.is_charm_spreadable,
    is_charm_max3: row.is_charm_max3,
    is_charm_max5: row.is_charm_max5,
    jewel_set_products: row.jewel_set_products,
  };
}

export type { CharmSummary, ProductView };
