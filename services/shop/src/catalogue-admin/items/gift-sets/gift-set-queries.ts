import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages, type GiftSetRecord } from '@kilau/domain';

import { notFound } from '../../../http/shop-error.js';
import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { GIFT_SET_TABLE, giftSetRecord, type GiftSetRow } from './gift-set-record.js';

export const giftSetNotFound = () => notFound(CatalogueMessages.giftSetNotFound);

export class ListAdminGiftSets {
  constructor(readonly list: RestList) {}
}

export class GetAdminGiftSet {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminGiftSets)
export class ListAdminGiftSetsHandler implements IQueryHandler<ListAdminGiftSets, RowsPage<GiftSetRecord>> {
  constructor(private readonly db: DataSource) {}

  async execute({ list }: ListAdminGiftSets): Promise<RowsPage<GiftSetRecord>> {
    const page = await listRows<GiftSetRow>(this.db, GIFT_SET_TABLE, list);
    return { rows: page.rows.map(giftSetRecord), total: page.total };
  }
}

@QueryHandler(GetAdminGiftSet)
export class GetAdminGiftSetHandler implements IQueryHandler<GetAdminGiftSet, GiftSetRecord> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetAdminGiftSet): Promise<GiftSetRecord> {
    const row = await oneRow<GiftSetRow>(this.db, GIFT_SET_TABLE, id);
    if (!row) throw giftSetNotFound();
    return giftSetRecord(row);
  }
}
