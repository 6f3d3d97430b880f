import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages } from '@kilau/domain';

import { notFound } from '../../../http/shop-error.js';
import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { type AdminProduct, PRODUCT_TABLE, toAdminProduct } from './product-record.js';

export class ListAdminProducts {
  constructor(readonly list: RestList) {}
}

export class GetAdminProduct {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminProducts)
export class ListAdminProductsHandler implements IQueryHandler<ListAdminProducts, RowsPage<AdminProduct>> {
  constructor(private readonly db: DataSource) {}

  async execute({ list }: ListAdminProducts): Promise<RowsPage<AdminProduct>> {
    const page = await listRows<Parameters<typeof toAdminProduct>[0]>(this.db, PRODUCT_TABLE, list);
    return { rows: page.rows.map(toAdminProduct), total: page.total };
  }
}

@QueryHandler(GetAdminProduct)
export class GetAdminProductHandler implements IQueryHandler<GetAdminProduct, AdminProduct> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetAdminProduct): Promise<AdminProduct> {
    const row = await oneRow<Parameters<typeof toAdminProduct>[0]>(this.db, PRODUCT_TABLE, id);
    if (!row) throw notFound(CatalogueMessages.productNotFound);
    return toAdminProduct(row);
  }
}
