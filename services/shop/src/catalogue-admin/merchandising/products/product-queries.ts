import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { type AdminProduct, PRODUCT_TABLE } from './product-record.js';

export class ListAdminProducts {
  constructor(readonly list: RestList) {}
}

export class GetAdminProduct {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminProducts)
export class ListAdminProductsHandler implements IQueryHandler<ListAdminProducts, RowsPage<AdminProduct>> {
  constructor(private readonly db: DataSource) {}

  execute({ list }: ListAdminProducts): Promise<RowsPage<AdminProduct>> {
    return listRows(this.db, PRODUCT_TABLE, list);
  }
}

@QueryHandler(GetAdminProduct)
export class GetAdminProductHandler implements IQueryHandler<GetAdminProduct, AdminProduct> {
  constructor(private readonly db: DataSource) {}

  execute({ id }: GetAdminProduct): Promise<AdminProduct> {
    return oneRow(this.db, PRODUCT_TABLE, id);
  }
}
