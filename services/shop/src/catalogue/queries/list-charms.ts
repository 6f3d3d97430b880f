import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { CharmCategory, CharmLabel } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { type CatalogueTable, equals, listCatalogue } from '../read/catalogue-list.js';
import { CHARM_COLUMNS, CHARM_ORDERINGS, type CharmView, toCharmView } from '../read/charm-read.js';
import type { Listing, ListingParams } from '../read/listing.js';

export interface CharmFilter {
  category?: CharmCategory;
  label?: CharmLabel;
  inStock?: boolean;
}

export class ListCharmsQuery {
  constructor(
    readonly filter: CharmFilter,
    readonly listing: ListingParams,
  ) {}
}

const charms: CatalogueTable<CharmView> = {
  table: 'charms',
  alias: 'c',
  columns: CHARM_COLUMNS,
  orderings: CHARM_ORDERINGS,
  toView: toCharmView,
};

@QueryHandler(ListCharmsQuery)
export class ListCharmsHandler implements IQueryHandler<ListCharmsQuery, Listing<CharmView>> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute({ filter, listing }: ListCharmsQuery): Promise<Listing<CharmView>> {
    const conditions = [equals('c.category', filter.category), equals('c.label', filter.label)];
    return listCatalogue(this.db, charms, { inStock: filter.inStock, conditions }, listing);
  }
}
