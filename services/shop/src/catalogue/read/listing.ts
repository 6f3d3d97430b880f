import { foldForSearch, type Page } from '@kilau/domain';

import { likeEscape, SqlParams } from './sql.js';

/** Server-side listing parameters shared by every catalogue list. */
export interface ListingParams {
  q?: string;
  ordering?: string;
  page?: number;
  pageSize?: number;
}

/** Without paging parameters a list answers a plain array, as the storefront seed's calls read it. */
export type Listing<T> = T[] | Page<T>;

export const DEFAULT_PAGE_SIZE = 12;
export { MAX_PAGE_SIZE } from '../../platform/http/paging.dto.js';

/**
 * The most rows a plain (unpaged) list answers, whatever its query says. The storefront reads
 * its lists whole (the seed's pages filter and page on the client, and the catalogue is a few
 * hundred pieces), so the bound is far above a real catalogue; it keeps one call from answering
 * a whole table that has grown, by staff or by shoppers' reviews, beyond that.
 */
export const MAX_PLAIN_ROWS = 500;

export function isPaged(params: ListingParams): boolean {
  return params.page !== undefined || params.pageSize !== undefined;
}

/**
 * `ordering=-sold_stok,price` (Django REST style) to SQL. Names were checked against the same
 * table at the edge; the id always breaks ties so pages never overlap.
 */
export function orderByClause(
  ordering: string | undefined,
  columns: Record<string, string>,
  fallback: string,
  tieBreaker = 'id',
): string {
  const terms = (ordering ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .flatMap((term) => {
      const column = columns[term.replace(/^-/, '')];
      return column ? [`${column} ${term.startsWith('-') ? 'DESC' : 'ASC'}`] : [];
    });
  const order = terms.length > 0 ? terms.join(', ') : fallback;
  return `ORDER BY ${order}, ${tieBreaker} ASC`;
}

export function limitClause(params: ListingParams, sql: SqlParams): string {
  if (!isPaged(params)) return `LIMIT ${sql.add(MAX_PLAIN_ROWS)}`;
  const size = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = ((params.page ?? 1) - 1) * size;
  return `LIMIT ${sql.add(size)} OFFSET ${sql.add(offset)}`;
}

/**
 * Every word of the text must appear in the folded name (case and accents ignored, inside words
 * too, served by the trigram index). Each word is folded as the column was: by the database's
 * `kilau_fold`, or by the shop's `foldForSearch` for a column a read model folds itself.
 */
export function searchCondition(
  q: string | undefined,
  column: string,
  sql: SqlParams,
  foldedBy: 'database' | 'shop' = 'database',
): string | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const inside = (word: string) =>
    foldedBy === 'shop'
      ? `${column} LIKE ${sql.add(`%${likeEscape(foldForSearch(word))}%`)}`
      : `${column} LIKE '%' || kilau_fold(${sql.add(likeEscape(word))}) || '%'`;
  return words.map(inside).join(' AND ');
}

/**
 * Picks the page's ids (an index walk of a few rows) before the per-row aggregates run, so a page
 * of 12 costs 12 aggregates however long the list is.
 */
export function pagedSelect(options: {
  table: string;
  alias: string;
  columns: string;
  where: string;
  orderBy: string;
  limit: string;
  /** The table's key column (default `id`). */
  key?: string;
}): string {
  const { table, alias, columns, where, orderBy, limit, key = 'id' } = options;
  return `WITH page AS (SELECT ${alias}.${key} FROM ${table} ${alias} ${where} ${orderBy} ${limit})
    SELECT ${columns} FROM page JOIN ${table} ${alias} ON ${alias}.${key} = page.${key} ${orderBy}`;
}

/**
 * The list's length, counted apart from the page: a window count over the page query would make
 * it visit every matching row in sort order, where a plain count walks an index alone.
 */
export function countSelect(options: { table: string; alias: string; where: string }): string {
  return `SELECT count(*)::int AS count FROM ${options.table} ${options.alias} ${options.where}`;
}

/** The plain array, or the page with the list's length when the caller asked for paging. */
export function toListing<T>(rows: unknown[], params: ListingParams, map: (row: never) => T, count = 0): Listing<T> {
  const results = rows.map((row) => map(row as never));
  if (!isPaged(params)) return results;
  const size = params.pageSize ?? DEFAULT_PAGE_SIZE;
  return { count, page: params.page ?? 1, page_size: size, total_pages: Math.ceil(count / size), results };
}

export type { Page };
