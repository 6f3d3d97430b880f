import {
  CatalogueMessages,
  type CharmCategory,
  type CharmLabel,
  charmLabelFromStored,
  charmLabelToStored,
  type CharmRecord,
  DEFAULT_WEIGHT_GRAMS,
  formNumber,
} from '@kilau/domain';

import { notFound } from '../../../../platform/shared/refused.js';
import type { Charm } from '../../../entities/charm.entity.js';
import type { AdminTable } from '../../admin-list.js';

/** A charm row in the seed's field names, before its stored label and time are read. */
export type CharmRow = Omit<CharmRecord, 'createdAt'> & { createdAt: Date };

export const CHARM_TABLE: AdminTable<CharmRecord, CharmRow> = {
  from: 'charms c',
  id: 'c.id',
  columns: `c.id, c.name, c.category, c.label, c.price, c.stock, c.rating::float8 AS rating,
    c.discount::float8 AS discount, c.sold_stok, c.description, c.image, c.weight_grams, c.created_at AS "createdAt"`,
  sorts: {
    id: 'c.id',
    name: 'c.name',
    category: 'c.category',
    label: 'c.label',
    price: 'c.price',
    stock: 'c.stock',
    rating: 'c.rating',
    discount: 'c.discount',
    sold_stok: 'c.sold_stok',
    weight_grams: 'c.weight_grams',
    createdAt: 'c.created_at',
  },
  search: 'c.search_text',
  searchAs: 'phrase',
  equals: { category: 'c.category', label: { column: 'c.label', stored: charmLabelToStored } },
  record: charmRecord,
  notFound: () => notFound(CatalogueMessages.charmNotFound),
};

/** A stored charm as the console reads it, its 'other' label read as No Label (''). */
export function charmRecord(row: CharmRow): CharmRecord {
  return { ...row, label: charmLabelFromStored(row.label), createdAt: row.createdAt.toISOString() };
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
  charm.weightGrams = formNumber(form.weight_grams) ?? DEFAULT_WEIGHT_GRAMS.charm;
  return charm;
}
