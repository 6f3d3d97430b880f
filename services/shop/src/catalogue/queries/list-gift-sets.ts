import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../platform/database/read-database.js';
import { type CatalogueTable, equals, listCatalogue } from '../read/catalogue-list.js';
import { GIFT_SET_COLUMNS, GIFT_SET_ORDERINGS, type GiftSetView, toGiftSetView } from '../read/gift-set-read.js';
import type { Listing, ListingParams } from '../read/listing.js';

export interface GiftSetFilter {
  /** Lower-cased label: forus, forhim, forher, monthlyspecial. */
  label?: string;
  inStock?: boolean;
}

export class ListGiftSetsQuery {
  constructor(
    readonly filter: GiftSetFilter,
    readonly listing: ListingParams,
  ) {}
}

const giftSets: CatalogueTable<GiftSetView> = {
  table: 'gift_sets',
  alias: 'g',
  columns: GIFT_SET_COLUMNS,
  orderings: GIFT_SET_ORDERINGS,
  toView: toGiftSetView,
};

@QueryHandler(ListGiftSetsQuery)
export class ListGiftSetsHandler implements IQueryHandler<ListGiftSetsQuery, Listing<GiftSetView>> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute({ filter, listing }: ListGiftSetsQuery): Promise<Listing<GiftSetView>> {
    const conditions = [equals('lower(g.label)', filter.label)];
    return listCatalogue(this.db, giftSets, { inStock: filter.inStock, conditions }, listing);
  }
}
