import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';

import { CatalogueChanges } from '../cache/catalogue-changes.js';
import { type AdminTable, oneRow } from './admin-list.js';

/**
 * The one shape of every console catalogue write: the change in one transaction, then (committed)
 * the storefront told in every API process, then the record answered as the console reads it.
 */
@Injectable()
export class CatalogueWrites {
  constructor(
    private readonly db: DataSource,
    private readonly changes: CatalogueChanges,
  ) {}

  /** Runs `write` (answering the written row's id) in a transaction; answers the record it left. */
  async save<R, Row>(table: AdminTable<R, Row>, write: (manager: EntityManager) => Promise<number>): Promise<R> {
    const id = await this.db.transaction(write);
    await this.changes.changed();
    return oneRow(this.db, table, id);
  }

  /** Deletes a row (what hangs from it goes by cascade) and answers its record as it was. */
  async remove<R, Row>(table: AdminTable<R, Row>, entity: EntityTarget<ObjectLiteral>, id: number): Promise<R> {
    const record = await oneRow(this.db, table, id);
    const { affected } = await this.db.getRepository(entity).delete(id);
    if (!affected) throw table.notFound();
    await this.changes.changed();
    return record;
  }
}

/** The row a change rewrites, locked until its transaction ends; `missing` (the table's 404) when there is none. */
export async function lockedRow<E extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  id: number,
  missing: () => Error,
): Promise<E> {
  const row = await manager.findOne(entity, { where: { id } as never, lock: { mode: 'pessimistic_write' } });
  if (!row) throw missing();
  return row;
}
