import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { ProductCategory, ProductLabel } from '@kilau/domain';

import {
  limitClause,
  type Listing,
  type ListingParams,
  orderByClause,
  pagedSelect,
  searchCondition,
  toListing,
} from '../read/listing.js';
import { PRODUCT_COLUMNS, PRODUCT_ORDERINGS, type ProductView, toProductView } from '../read/product-read.js';
import { SqlParams, whereClause } from '../read/sql.js';

export interface ProductFilter {
  category?: ProductCategory;
  label?: ProductLabel;
  inStock?: boolean;
  ids?: number[];
}

export class ListProductsQuery {
  constructor(
    readonly filter: ProductFilter,
    readonly listing: ListingParams,
  ) {}
}

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, Listing<ProductView>> {
  constructor(private readonly db: DataSource) {}

  async execute({ filter, listing }: ListProductsQuery): Promise<Listing<ProductView>> {
    const sql = new SqlParams();
    const where: string[] = [];
    if (filter.category) where.push(`p.category = ${sql.add(filter.category)}`);
    if (filter.label) where.push(`p.label = ${sql.add(filter.label)}`);
    if (filter.inStock !== undefined) where.push(filter.inStock ? 'p.stock > 0' : 'p.stock = 0');
    if (filter.ids) where.push(`p.id = ANY(${sql.add(filter.ids)}::int[])`);
    const search = searchCondition(listing.q, 'p.search_text', sql);
    if (search) where.push(search);
    const rows = await this.db.query(
      pagedSelect({
        table: 'products',
        alias: 'p',
        columns: PRODUCT_COLUMNS,
        where: whereClause(where),
        orderBy: orderByClause(listing.ordering, PRODUCT_ORDERINGS, 'p.id ASC', 'p.id'),
        limit: limitClause(listing, sql),
      }),
      sql.values,
    );
    return toListing(rows, listing, toProductView);
  }
}
