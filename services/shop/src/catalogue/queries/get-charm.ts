import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { notFound } from '../../platform/shared/refused.js';
import { CHARM_COLUMNS, type CharmView, toCharmView } from '../read/charm-read.js';

export class GetCharmQuery {
  constructor(readonly id: number) {}
}

@QueryHandler(GetCharmQuery)
export class GetCharmHandler implements IQueryHandler<GetCharmQuery, CharmView> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ id }: GetCharmQuery): Promise<CharmView> {
    const [row] = await this.db.query(`SELECT ${CHARM_COLUMNS} FROM charms c WHERE c.id = $1`, [id]);
    if (!row) throw notFound(CatalogueMessages.charmNotFound);
    return toCharmView(row);
  }
}
