import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { type AdminBanner, BANNER_TABLE } from './banner-record.js';

export class ListAdminBanners {
  constructor(readonly list: RestList) {}
}

export class GetAdminBanner {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminBanners)
export class ListAdminBannersHandler implements IQueryHandler<ListAdminBanners, RowsPage<AdminBanner>> {
  constructor(private readonly db: DataSource) {}

  execute({ list }: ListAdminBanners): Promise<RowsPage<AdminBanner>> {
    return listRows(this.db, BANNER_TABLE, list);
  }
}

@QueryHandler(GetAdminBanner)
export class GetAdminBannerHandler implements IQueryHandler<GetAdminBanner, AdminBanner> {
  constructor(private readonly db: DataSource) {}

  execute({ id }: GetAdminBanner): Promise<AdminBanner> {
    return oneRow(this.db, BANNER_TABLE, id);
  }
}
