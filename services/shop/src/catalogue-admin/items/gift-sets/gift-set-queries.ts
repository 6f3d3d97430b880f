import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { GiftSetRecord } from '@kilau/domain';

import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { GIFT_SET_TABLE } from './gift-set-record.js';

export class ListAdminGiftSets {
  constructor(readonly list: RestList) {}
}

export class GetAdminGiftSet {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminGiftSets)
export class ListAdminGiftSetsHandler implements IQueryHandler<ListAdminGiftSets, RowsPage<GiftSetRecord>> {
  constructor(private readonly db: DataSource) {}

  execute({ list }: ListAdminGiftSets): Promise<RowsPage<GiftSetRecord>> {
    return listRows(this.db, GIFT_SET_TABLE, list);
  }
}

@QueryHandler(GetAdminGiftSet)
export class GetAdminGiftSetHandler implements IQueryHandler<GetAdminGiftSet, GiftSetRecord> {
  constructor(private readonly db: DataSource) {}

  execute({ id }: GetAdminGiftSet): Promise<GiftSetRecord> {
    return oneRow(this.db, GIFT_SET_TABLE, id);
  }
}
