import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages, type CharmRecord } from '@kilau/domain';

import { notFound } from '../../../http/shop-error.js';
import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { CHARM_TABLE, charmRecord, type CharmRow } from './charm-record.js';

export const charmNotFound = () => notFound(CatalogueMessages.charmNotFound);

export class ListAdminCharms {
  constructor(readonly list: RestList) {}
}

export class GetAdminCharm {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminCharms)
export class ListAdminCharmsHandler implements IQueryHandler<ListAdminCharms, RowsPage<CharmRecord>> {
  constructor(private readonly db: DataSource) {}

  async execute({ list }: ListAdminCharms): Promise<RowsPage<CharmRecord>> {
    const page = await listRows<CharmRow>(this.db, CHARM_TABLE, list);
    return { rows: page.rows.map(charmRecord), total: page.total };
  }
}

@QueryHandler(GetAdminCharm)
export class GetAdminCharmHandler implements IQueryHandler<GetAdminCharm, CharmRecord> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetAdminCharm): Promise<CharmRecord> {
    const row = await oneRow<CharmRow>(this.db, CHARM_TABLE, id);
    if (!row) throw charmNotFound();
    return charmRecord(row);
  }
}
