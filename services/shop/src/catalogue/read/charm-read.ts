import { type CharmCategory, type CharmLabel, priceAfterPercent } from '@kilau/domain';

/** A charm as the storefront reads it (storefront seed §3). */
export interface CharmView {
  id: number;
  name: string;
  price: number;
  discount: number;
  discount_price: number;
  rating: number;
  image: string;
  description: string;
  category: CharmCategory;
  label: CharmLabel;
  stock: number;
  sold_stok: number;
  created_at: string;
}

type CharmRow = Omit<CharmView, 'discount_price' | 'created_at'> & { created_at: Date };

export const CHARM_COLUMNS = `
  c.id, c.name, c.price, c.discount::float8 AS discount, c.rating::float8 AS rating, c.image,
  c.description, c.category, c.label, c.stock, c.sold_stok, c.created_at`;

export const CHARM_ORDERINGS: Record<string, string> = {
  id: 'c.id',
  name: 'c.name',
  price: 'c.price',
  created_at: 'c.created_at',
  sold_stok: 'c.sold_stok',
  rating: 'c.rating',
  stock: 'c.stock',
};

export function toCharmView(row: CharmRow): CharmView {
  return {
    ...row,
    discount_price: priceAfterPercent(row.price, row.discount),
    created_at: row.created_at.toISOString(),
  };
}
