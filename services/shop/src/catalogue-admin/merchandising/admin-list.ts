import type { DataSource, EntityManager } from 'typeorm';

import { searchCondition } from '../../catalogue/read/listing.js';
import { SqlParams, whereClause } from '../../catalogue/read/sql.js';
import { idsFilter, type RestList } from '../../http/simple-rest.js';

/** How one console resource is listed: its rows, the orderings it offers and what its filters match. */
export interface AdminTable {
  /** FROM clause, with the alias the columns use. */
  from: string;
  columns: string;
  id: string;
  /** Sort field -> SQL expression; the keys are what `parseRestList` accepts. */
  sorts: Record<string, string>;
  /** The folded text `q` searches (every word must appear). */
  search: string;
  /** Filter field -> column it must equal. */
  equals?: Record<string, string>;
}

export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/**
 * One page of a console list: the getMany ids, the search and the equality filters, in the asked
 * order (ties broken by id), counted in the same filter so Content-Range tells the whole.
 */
export async function listRows<R>(db: DataSource, table: AdminTable, list: RestList): Promise<RowsPage<R>> {
  const sql = new SqlParams();
  const where: string[] = [];
  const ids = idsFilter(list.filter);
  if (ids) where.push(`${table.id} = ANY(${sql.add(ids)}::int[])`);
  const q = list.filter.q;
  const search = typeof q === 'string' ? searchCondition(q, table.search, sql) : undefined;
  if (search) where.push(search);
  for (const [field, column] of Object.entries(table.equals ?? {})) {
    const value = list.filter[field];
    if (typeof value === 'string' && value !== '') where.push(`${column} = ${sql.add(value)}`);
  }
  const filtered = `FROM ${table.from} ${whereClause(where)}`;
  const [{ total }] = await db.query(`SELECT count(*)::int AS total ${filtered}`, [...sql.values]);
  const order = `${table.sorts[list.sort.field] ?? table.id} ${list.sort.order}, ${table.id} ${list.sort.order}`;
  const rows = await db.query(
    `SELECT ${table.columns} ${filtered} ORDER BY ${order} LIMIT ${sql.add(list.limit)} OFFSET ${sql.add(list.offset)}`,
    sql.values,
  );
  return { rows, total };
}

/** One row of a console resource by id, in the same columns as its list. */
export async function oneRow<R>(db: DataSource | EntityManager, table: AdminTable, id: number): Promise<R | undefined> {
  const [row] = await db.query(`SELECT ${table.columns} FROM ${table.from} WHERE ${table.id} = $1`, [id]);
  return row;
}

/** The database's clock: a transaction's every check and default uses it. */
export async function databaseNow(manager: EntityManager): Promise<Date> {
  const [{ now }] = await manager.query('SELECT now() AS now');
  return now;
}
