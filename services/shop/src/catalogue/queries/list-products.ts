import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { ProductCategory, ProductLabel } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { type CatalogueTable, equals, listCatalogue } from '../read/catalogue-list.js';
import type { Listing, ListingParams } from '../read/listing.js';
import { PRODUCT_COLUMNS, PRODUCT_ORDERINGS, type ProductView, toProductView } from '../read/product-read.js';
import type { SqlParams } from '../read/sql.js';

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

const products: CatalogueTable<ProductView> = {
  table: 'products',
  alias: 'p',
  columns: PRODUCT_COLUMNS,
  orderings: PRODUCT_ORDERINGS,
  toView: toProductView,
};

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, Listing<ProductView>> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute({ filter, listing }: ListProductsQuery): Promise<Listing<ProductView>> {
    const conditions = [
      equals('p.category', filter.category),
      equals('p.label', filter.label),
      (sql: SqlParams) => (filter.ids ? `p.id = ANY(${sql.add(filter.ids)}::int[])` : undefined),
    ];
    return listCatalogue(this.db, products, { inStock: filter.inStock, conditions }, listing);
  }
}
