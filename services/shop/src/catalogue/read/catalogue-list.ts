import type { DataSource } from 'typeorm';

import {
  countSelect,
  isPaged,
  limitClause,
  type Listing,
  type ListingParams,
  orderByClause,
  pagedSelect,
  searchCondition,
  toListing,
} from './listing.js';
import { SqlParams, whereClause } from './sql.js';

/** How one catalogue table is listed: its columns, sort keys and the view a row becomes. */
export interface CatalogueTable<T> {
  table: string;
  alias: string;
  columns: string;
  orderings: Record<string, string>;
  toView: (row: never) => T;
}

/** Filters every catalogue list takes, plus the list's own conditions (category, label, ...). */
export interface CatalogueFilter {
  inStock?: boolean;
  /** Each answers a condition on the table's alias, adding its values to `sql`. */
  conditions?: Array<(sql: SqlParams) => string | undefined>;
}

/**
 * Lists products, charms or gift sets alike: the list's own conditions, stock, text search,
 * ordering and paging, in one query whose page is chosen before the per-row aggregates run.
 */
export async function listCatalogue<T>(
  db: DataSource,
  spec: CatalogueTable<T>,
  filter: CatalogueFilter,
  listing: ListingParams,
): Promise<Listing<T>> {
  const { alias } = spec;
  const sql = new SqlParams();
  const where = (filter.conditions ?? []).map((condition) => condition(sql));
  if (filter.inStock !== undefined) where.push(filter.inStock ? `${alias}.stock > 0` : `${alias}.stock = 0`);
  where.push(searchCondition(listing.q, `${alias}.search_text`, sql));
  const conditions = whereClause(where.filter((c): c is string => c !== undefined));
  const whereValues = [...sql.values];
  const page = pagedSelect({
    ...{ table: spec.table, alias, columns: spec.columns, where: conditions },
    orderBy: orderByClause(listing.ordering, spec.orderings, `${alias}.id ASC`, `${alias}.id`),
    limit: limitClause(listing, sql),
  });
  const [rows, counted] = await Promise.all([
    db.query(page, sql.values),
    isPaged(listing) ? db.query(countSelect({ table: spec.table, alias, where: conditions }), whereValues) : [],
  ]);
  return toListing(rows, listing, spec.toView, counted[0]?.count ?? 0);
}

/** `column = value` when the value is given, else no condition. */
export const equals =
  (column: string, value: unknown) =>
  (sql: SqlParams): string | undefined =>
    value === undefined ? undefined : `${column} = ${sql.add(value)}`;
