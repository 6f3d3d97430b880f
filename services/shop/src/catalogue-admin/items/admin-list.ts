import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { likeEscape } from '../../catalogue/read/sql.js';
import { idsFilter, type RestList } from '../../http/simple-rest.js';

/** How a console table lists one kind of item: API field names to sort by, and exact-match filters. */
export interface ItemListing {
  /** API field name to the entity property it sorts by. */
  sortable: Record<string, string>;
  /** Filter name to the entity property it must equal, with the API value turned into the stored one. */
  exact: Record<string, { property: string; stored?: (value: string) => string }>;
}

/** The seed's order: newest first (createdAt, then id descending). */
export const NEWEST_FIRST: RestList['sort'] = { field: 'createdAt', order: 'DESC' };

/**
 * One page of a console table: getMany's `id` list, `q` on the name (case- and accent-folded,
 * through the name's trigram-indexed search_text), the exact filters, the sort with id as the
 * tiebreak, and the total for Content-Range.
 */
export async function listItems<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  list: RestList,
  listing: ItemListing,
): Promise<[T[], number]> {
  const row = query.alias;
  const ids = idsFilter(list.filter);
  if (ids) query.andWhere(`${row}.id IN (:...ids)`, { ids: ids.length > 0 ? ids : [0] });
  const q = list.filter.q;
  if (typeof q === 'string' && q.trim() !== '') {
    query.andWhere(`${row}.search_text LIKE '%' || kilau_fold(:q) || '%'`, { q: likeEscape(q.trim()) });
  }
  for (const [name, { property, stored }] of Object.entries(listing.exact)) {
    const value = list.filter[name];
    if (typeof value !== 'string') continue;
    query.andWhere(`${row}.${property} = :${name}`, { [name]: stored ? stored(value) : value });
  }
  const property = listing.sortable[list.sort.field] ?? 'createdAt';
  query
    .orderBy(`${row}.${property}`, list.sort.order)
    .addOrderBy(`${row}.id`, property === 'id' ? list.sort.order : 'DESC');
  return query.offset(list.offset).limit(list.limit).getManyAndCount();
}
