import {
  CatalogueMessages,
  DEFAULT_WEIGHT_GRAMS,
  formNumber,
  type GiftSetLabel,
  type GiftSetRecord,
  productIds,
} from '@kilau/domain';

import { notFound } from '../../../../platform/shared/refused.js';
import type { GiftSet } from '../../../entities/gift-set.entity.js';
import type { AdminTable } from '../../admin-list.js';

/** A gift set row in the seed's field names, before its time is read. */
export type GiftSetRow = Omit<GiftSetRecord, 'createdAt'> & { createdAt: Date };

export const GIFT_SET_TABLE: AdminTable<GiftSetRecord, GiftSetRow> = {
  from: 'gift_sets g',
  id: 'g.id',
  columns: `g.id, g.name, g.label, g.price, g.stock, g.discount::float8 AS discount, g.sold_stok,
    g.is_monthly_special, g.description, g.image, g.weight_grams, g.created_at AS "createdAt",
    COALESCE((SELECT json_agg(p.product_id ORDER BY p.product_id) FROM gift_set_products p
      WHERE p.gift_set_id = g.id), '[]'::json) AS products`,
  sorts: {
    id: 'g.id',
    name: 'g.name',
    label: 'g.label',
    price: 'g.price',
    stock: 'g.stock',
    discount: 'g.discount',
    sold_stok: 'g.sold_stok',
    is_monthly_special: 'g.is_monthly_special',
    weight_grams: 'g.weight_grams',
    createdAt: 'g.created_at',
  },
  search: 'g.search_text',
  searchAs: 'phrase',
  equals: { label: 'g.label' },
  record: giftSetRecord,
  notFound: () => notFound(CatalogueMessages.giftSetNotFound),
};

/** A stored gift set as the console reads it, with its products' ids. */
export function giftSetRecord(row: GiftSetRow): GiftSetRecord {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A checked form's values onto a gift set, whole (PUT clears what it leaves out); its rating is the reviews'. */
export function applyGiftSetForm(giftSet: GiftSet, form: Record<string, unknown>): GiftSet {
  giftSet.name = text(form.name);
  giftSet.label = form.label as GiftSetLabel | '';
  giftSet.price = formNumber(form.price) ?? 0;
  giftSet.stock = formNumber(form.stock) ?? 0;
  giftSet.discount = formNumber(form.discount) ?? 0;
  giftSet.soldStok = formNumber(form.sold_stok) ?? 0;
  giftSet.isMonthlySpecial = form.is_monthly_special === true;
  giftSet.description = typeof form.description === 'string' ? form.description : '';
  giftSet.image = text(form.image);
  giftSet.weightGrams = formNumber(form.weight_grams) ?? DEFAULT_WEIGHT_GRAMS.gift_set;
  return giftSet;
}

/** The form's product ids, each once, in the order picked. */
export const formProducts = (form: Record<string, unknown>): number[] => [...new Set(productIds(form.products) ?? [])];
