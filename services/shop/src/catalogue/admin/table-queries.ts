import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../platform/database/read-database.js';
import type { RestList } from '../../platform/http/simple-rest.js';
import { type AdminTable, listRows, oneRow, type RowsPage } from './admin-list.js';

/**
 * A page of one console catalogue table (react-admin's getList, getMany), its records in the
 * table's own shape. Every resource reads alike; its table says what differs.
 */
export class ListTableRows<R> {
  constructor(
    readonly table: AdminTable<R, never>,
    readonly list: RestList,
  ) {}
}

/** One record of a console catalogue table (getOne), or the table's 404. */
export class GetTableRow<R> {
  constructor(
    readonly table: AdminTable<R, never>,
    readonly id: number,
  ) {}
}

@QueryHandler(ListTableRows)
export class ListTableRowsHandler implements IQueryHandler<ListTableRows<unknown>, RowsPage<unknown>> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute({ table, list }: ListTableRows<unknown>): Promise<RowsPage<unknown>> {
    return listRows(this.db, table, list);
  }
}

@QueryHandler(GetTableRow)
export class GetTableRowHandler implements IQueryHandler<GetTableRow<unknown>, unknown> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute({ table, id }: GetTableRow<unknown>): Promise<unknown> {
    return oneRow(this.db, table, id);
  }
}
