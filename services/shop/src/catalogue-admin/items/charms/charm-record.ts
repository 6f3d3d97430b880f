import {
  type CharmCategory,
  type CharmLabel,
  charmLabelFromStored,
  charmLabelToStored,
  type CharmRecord,
  formNumber,
} from '@kilau/domain';

import type { Charm } from '../../../catalogue/entities/charm.entity.js';

/** A stored charm in the seed's field names, its 'other' label read as No Label (''). */
export function charmRecord(charm: Charm): CharmRecord {
  return {
    id: charm.id,
    name: charm.name,
    category: charm.category,
    label: charmLabelFromStored(charm.label),
    price: charm.price,
    stock: charm.stock,
    rating: charm.rating,
    discount: charm.discount,
    sold_stok: charm.soldStok,
    description: charm.description,
    image: charm.image,
    createdAt: charm.createdAt.toISOString(),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A checked form's values onto a charm: the whole record, so an optional field left out is
 * cleared to its default, as PUT means.
 */
export function applyCharmForm(charm: Charm, form: Record<string, unknown>): Charm {
  charm.name = text(form.name);
  charm.category = form.category as CharmCategory;
  charm.label = charmLabelToStored(form.label as string) as CharmLabel;
  charm.price = formNumber(form.price) ?? 0;
  charm.stock = formNumber(form.stock) ?? 0;
  charm.rating = formNumber(form.rating) ?? 0;
  charm.discount = formNumber(form.discount) ?? 0;
  charm.soldStok = formNumber(form.sold_stok) ?? 0;
  charm.description = typeof form.description === 'string' ? form.description : '';
  charm.image = text(form.image);
  return charm;
}
