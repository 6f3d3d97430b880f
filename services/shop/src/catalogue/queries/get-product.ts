import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { notFound } from '../../platform/shared/refused.js';
import { PRODUCT_COLUMNS, type ProductView, toProductView } from '../read/product-read.js';

export class GetProductQuery {
  constructor(readonly id: number) {}
}

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ProductView> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ id }: GetProductQuery): Promise<ProductView> {
    const [row] = await this.db.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id]);
    if (!row) throw notFound(CatalogueMessages.productNotFound);
    return toProductView(row);
  }
}
