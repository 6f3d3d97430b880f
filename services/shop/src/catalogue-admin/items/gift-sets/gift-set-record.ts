import { formNumber, type GiftSetLabel, type GiftSetRecord, productIds } from '@kilau/domain';

import type { GiftSet } from '../../../catalogue/entities/gift-set.entity.js';

/** A stored gift set in the seed's field names, with its products' ids. */
export function giftSetRecord(giftSet: GiftSet, products: number[]): GiftSetRecord {
  return {
    id: giftSet.id,
    name: giftSet.name,
    label: giftSet.label,
    price: giftSet.price,
    stock: giftSet.stock,
    discount: giftSet.discount,
    sold_stok: giftSet.soldStok,
    is_monthly_special: giftSet.isMonthlySpecial,
    description: giftSet.description,
    image: giftSet.image,
    products,
    createdAt: giftSet.createdAt.toISOString(),
  };
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
  return giftSet;
}

/** The form's product ids, each once, in the order picked. */
export const formProducts = (form: Record<string, unknown>): number[] => [...new Set(productIds(form.products) ?? [])];
