import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { GIFT_SET_COLUMNS, GIFT_SET_ORDERINGS, type GiftSetView, toGiftSetView } from '../read/gift-set-read.js';
import {
  limitClause,
  type Listing,
  type ListingParams,
  orderByClause,
  pagedSelect,
  searchCondition,
  toListing,
} from '../read/listing.js';
import { SqlParams, whereClause } from '../read/sql.js';

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

@QueryHandler(ListGiftSetsQuery)
export class ListGiftSetsHandler implements IQueryHandler<ListGiftSetsQuery, Listing<GiftSetView>> {
  constructor(private readonly db: DataSource) {}

  async execute({ filter, listing }: ListGiftSetsQuery): Promise<Listing<GiftSetView>> {
    const sql = new SqlParams();
    const where: string[] = [];
    if (filter.label) where.push(`lower(g.label) = ${sql.add(filter.label)}`);
    if (filter.inStock !== undefined) where.push(filter.inStock ? 'g.stock > 0' : 'g.stock = 0');
    const search = searchCondition(listing.q, 'g.search_text', sql);
    if (search) where.push(search);
    const rows = await this.db.query(
      pagedSelect({
        table: 'gift_sets',
        alias: 'g',
        columns: GIFT_SET_COLUMNS,
        where: whereClause(where),
        orderBy: orderByClause(listing.ordering, GIFT_SET_ORDERINGS, 'g.id ASC', 'g.id'),
        limit: limitClause(listing, sql),
      }),
      sql.values,
    );
    return toListing(rows, listing, toGiftSetView);
  }
}
