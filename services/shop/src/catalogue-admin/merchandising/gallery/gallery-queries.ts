import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { type AdminGalleryImage, GALLERY_TABLE } from './gallery-record.js';

export class ListAdminGallery {
  constructor(readonly list: RestList) {}
}

export class GetAdminGalleryImage {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminGallery)
export class ListAdminGalleryHandler implements IQueryHandler<ListAdminGallery, RowsPage<AdminGalleryImage>> {
  constructor(private readonly db: DataSource) {}

  execute({ list }: ListAdminGallery): Promise<RowsPage<AdminGalleryImage>> {
    return listRows(this.db, GALLERY_TABLE, list);
  }
}

@QueryHandler(GetAdminGalleryImage)
export class GetAdminGalleryImageHandler implements IQueryHandler<GetAdminGalleryImage, AdminGalleryImage> {
  constructor(private readonly db: DataSource) {}

  execute({ id }: GetAdminGalleryImage): Promise<AdminGalleryImage> {
    return oneRow(this.db, GALLERY_TABLE, id);
  }
}
