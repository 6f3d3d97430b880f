import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages, charmLabelToStored, type CharmRecord } from '@kilau/domain';

import { Charm } from '../../../catalogue/entities/charm.entity.js';
import { notFound } from '../../../http/shop-error.js';
import type { RestList } from '../../../http/simple-rest.js';
import { type ItemListing, listItems } from '../admin-list.js';
import { charmRecord } from './charm-record.js';

export const CHARM_LISTING: ItemListing = {
  sortable: {
    id: 'id',
    name: 'name',
    category: 'category',
    label: 'label',
    price: 'price',
    stock: 'stock',
    rating: 'rating',
    discount: 'discount',
    sold_stok: 'soldStok',
    createdAt: 'createdAt',
  },
  exact: { category: { property: 'category' }, label: { property: 'label', stored: charmLabelToStored } },
};

export class ListAdminCharms {
  constructor(readonly list: RestList) {}
}

@QueryHandler(ListAdminCharms)
export class ListAdminCharmsHandler implements IQueryHandler<ListAdminCharms, [CharmRecord[], number]> {
  constructor(private readonly db: DataSource) {}

  async execute({ list }: ListAdminCharms): Promise<[CharmRecord[], number]> {
    const [rows, total] = await listItems(
      this.db.getRepository(Charm).createQueryBuilder('charm'),
      list,
      CHARM_LISTING,
    );
    return [rows.map(charmRecord), total];
  }
}

export class GetAdminCharm {
  constructor(readonly id: number) {}
}

@QueryHandler(GetAdminCharm)
export class GetAdminCharmHandler implements IQueryHandler<GetAdminCharm, CharmRecord> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetAdminCharm): Promise<CharmRecord> {
    const charm = await this.db.getRepository(Charm).findOneBy({ id });
    if (!charm) throw notFound(CatalogueMessages.charmNotFound);
    return charmRecord(charm);
  }
}
