import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { CharmRecord } from '@kilau/domain';

import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { CHARM_TABLE } from './charm-record.js';

export class ListAdminCharms {
  constructor(readonly list: RestList) {}
}

export class GetAdminCharm {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminCharms)
export class ListAdminCharmsHandler implements IQueryHandler<ListAdminCharms, RowsPage<CharmRecord>> {
  constructor(private readonly db: DataSource) {}

  execute({ list }: ListAdminCharms): Promise<RowsPage<CharmRecord>> {
    return listRows(this.db, CHARM_TABLE, list);
  }
}

@QueryHandler(GetAdminCharm)
export class GetAdminCharmHandler implements IQueryHandler<GetAdminCharm, CharmRecord> {
  constructor(private readonly db: DataSource) {}

  execute({ id }: GetAdminCharm): Promise<CharmRecord> {
    return oneRow(this.db, CHARM_TABLE, id);
  }
}
