import { type CharmView, priceAfterPercent } from '@kilau/domain';

type CharmRow = Omit<CharmView, 'discount_price' | 'created_at'> & { created_at: Date };

export const CHARM_COLUMNS = `
  c.id, c.name, c.price, c.discount::float8 AS discount, c.rating::float8 AS rating, c.image, c.cutout_image,
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

export type { CharmView };
