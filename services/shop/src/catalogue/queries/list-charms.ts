import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { CharmCategory, CharmLabel } from '@kilau/domain';

import { CHARM_COLUMNS, CHARM_ORDERINGS, type CharmView, toCharmView } from '../read/charm-read.js';
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

@QueryHandler(ListCharmsQuery)
export class ListCharmsHandler implements IQueryHandler<ListCharmsQuery, Listing<CharmView>> {
  constructor(private readonly db: DataSource) {}

  async execute({ filter, listing }: ListCharmsQuery): Promise<Listing<CharmView>> {
    const sql = new SqlParams();
    const where: string[] = [];
    if (filter.category) where.push(`c.category = ${sql.add(filter.category)}`);
    if (filter.label) where.push(`c.label = ${sql.add(filter.label)}`);
    if (filter.inStock !== undefined) where.push(filter.inStock ? 'c.stock > 0' : 'c.stock = 0');
    const search = searchCondition(listing.q, 'c.search_text', sql);
    if (search) where.push(search);
    const rows = await this.db.query(
      pagedSelect({
        table: 'charms',
        alias: 'c',
        columns: CHARM_COLUMNS,
        where: whereClause(where),
        orderBy: orderByClause(listing.ordering, CHARM_ORDERINGS, 'c.id ASC', 'c.id'),
        limit: limitClause(listing, sql),
      }),
      sql.values,
    );
    return toListing(rows, listing, toCharmView);
  }
}
