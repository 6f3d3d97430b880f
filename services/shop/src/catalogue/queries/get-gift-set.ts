import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { notFound } from '../../platform/shared/refused.js';
import { GIFT_SET_COLUMNS, type GiftSetView, toGiftSetView } from '../read/gift-set-read.js';

export class GetGiftSetQuery {
  constructor(readonly id: number) {}
}

@QueryHandler(GetGiftSetQuery)
export class GetGiftSetHandler implements IQueryHandler<GetGiftSetQuery, GiftSetView> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ id }: GetGiftSetQuery): Promise<GiftSetView> {
    const [row] = await this.db.query(`SELECT ${GIFT_SET_COLUMNS} FROM gift_sets g WHERE g.id = $1`, [id]);
    if (!row) throw notFound(CatalogueMessages.giftSetNotFound);
    return toGiftSetView(row);
  }
}
