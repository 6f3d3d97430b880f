import type { DataSource, EntityManager } from 'typeorm';

import { idsFilter, type RestList } from '../../platform/http/simple-rest.js';
import type { Refused } from '../../platform/shared/refused.js';
import { searchCondition } from '../read/listing.js';
import { likeEscape, SqlParams, whereClause } from '../read/sql.js';

/**
 * How one console resource is read: its rows, the orderings it offers, what its filters match,
 * the record the console gets from a row (`Row` as selected, `R` as answered) and its 404.
 */
export interface AdminTable<R = unknown, Row = R> {
  /** FROM clause, with the alias the columns use. */
  from: string;
  columns: string;
  id: string;
  /** Sort field -> SQL expression; the keys are what `parseRestList` accepts. */
  sorts: Record<string, string>;
  /**
   * The folded text `q` searches, index-friendly (a trigram-indexed `search_text`, or an
   * expression over a table of a few rows), and how: every word must appear, or (`phrase`) the
   * text as typed, so 'Batu 1' finds Batu 10 to 19 rather than every Batu with a 1 somewhere.
   */
  search: string;
  searchAs?: 'words' | 'phrase';
  /** Filter field -> the column it must equal, or the column and how the console's value is stored. */
  equals?: Record<string, string | { column: string; stored: (value: string) => string }>;
  /** The row as the console reads it; the row as selected when absent. */
  record?: (row: Row) => R;
  /** The answer when an id names no row, in the resource's words. */
  notFound: () => Refused;
}

export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/** The seed's order for charms and gift sets: newest first (then id descending). */
export const NEWEST_FIRST: RestList['sort'] = { field: 'createdAt', order: 'DESC' };

function textSearch(table: AdminTable<unknown, never>, q: unknown, sql: SqlParams): string | undefined {
  if (typeof q !== 'string') return undefined;
  if (table.searchAs !== 'phrase') return searchCondition(q, table.search, sql);
  const phrase = q.trim();
  return phrase ? `${table.search} LIKE '%' || kilau_fold(${sql.add(likeEscape(phrase))}) || '%'` : undefined;
}

/** The filters: getMany's ids, `q`, and each equality filter given as text ('' included: No Label). */
function conditions(table: AdminTable<unknown, never>, filter: RestList['filter'], sql: SqlParams): string[] {
  const where: string[] = [];
  const ids = idsFilter(filter);
  if (ids) where.push(`${table.id} = ANY(${sql.add(ids)}::int[])`);
  const search = textSearch(table, filter.q, sql);
  if (search) where.push(search);
  for (const [field, equal] of Object.entries(table.equals ?? {})) {
    const value = filter[field];
    if (typeof value !== 'string') continue;
    const { column, stored } = typeof equal === 'string' ? { column: equal, stored: undefined } : equal;
    where.push(`${column} = ${sql.add(stored ? stored(value) : value)}`);
  }
  return where;
}

/**
 * One page of a console list: the filters, the asked order with ties newest first (higher id),
 * counted in the same filter so Content-Range tells the whole.
 */
export async function listRows<R, Row>(
  db: DataSource,
  table: AdminTable<R, Row>,
  list: RestList,
): Promise<RowsPage<R>> {
  const sql = new SqlParams();
  const filtered = `FROM ${table.from} ${whereClause(conditions(table, list.filter, sql))}`;
  const [{ total }] = await db.query(`SELECT count(*)::int AS total ${filtered}`, [...sql.values]);
  const sort = table.sorts[list.sort.field] ?? table.id;
  const order = `${sort} ${list.sort.order}, ${table.id} ${sort === table.id ? list.sort.order : 'DESC'}`;
  const rows = await db.query(
    `SELECT ${table.columns} ${filtered} ORDER BY ${order} LIMIT ${sql.add(list.limit)} OFFSET ${sql.add(list.offset)}`,
    sql.values,
  );
  return { rows: rows.map((row: Row) => asRecord(table, row)), total };
}

/** One record of a console resource by id, read as its list reads it; its 404 when there is none. */
export async function oneRow<R, Row>(
  db: DataSource | EntityManager,
  table: AdminTable<R, Row>,
  id: number,
): Promise<R> {
  const [row] = await db.query(`SELECT ${table.columns} FROM ${table.from} WHERE ${table.id} = $1`, [id]);
  if (!row) throw table.notFound();
  return asRecord(table, row);
}

const asRecord = <R, Row>(table: AdminTable<R, Row>, row: Row): R =>
  table.record ? table.record(row) : (row as unknown as R);
