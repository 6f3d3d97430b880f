import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CatalogueMessages, type GiftSetRecord } from '@kilau/domain';

import { GiftSet } from '../../../catalogue/entities/gift-set.entity.js';
import { notFound } from '../../../http/shop-error.js';
import type { RestList } from '../../../http/simple-rest.js';
import { type ItemListing, listItems } from '../admin-list.js';
import { productsOf } from './gift-set-products.js';
import { giftSetRecord } from './gift-set-record.js';

export const GIFT_SET_LISTING: ItemListing = {
  sortable: {
    id: 'id',
    name: 'name',
    label: 'label',
    price: 'price',
    stock: 'stock',
    discount: 'discount',
    sold_stok: 'soldStok',
    is_monthly_special: 'isMonthlySpecial',
    createdAt: 'createdAt',
  },
  exact: { label: { property: 'label' } },
};

export class ListAdminGiftSets {
  constructor(readonly list: RestList) {}
}

@QueryHandler(ListAdminGiftSets)
export class ListAdminGiftSetsHandler implements IQueryHandler<ListAdminGiftSets, [GiftSetRecord[], number]> {
  constructor(private readonly db: DataSource) {}

  async execute({ list }: ListAdminGiftSets): Promise<[GiftSetRecord[], number]> {
    const query = this.db.getRepository(GiftSet).createQueryBuilder('gift_set');
    const [rows, total] = await listItems(query, list, GIFT_SET_LISTING);
    const products = await productsOf(
      this.db.manager,
      rows.map((row) => row.id),
    );
    return [rows.map((row) => giftSetRecord(row, products.get(row.id) ?? [])), total];
  }
}

export class GetAdminGiftSet {
  constructor(readonly id: number) {}
}

@QueryHandler(GetAdminGiftSet)
export class GetAdminGiftSetHandler implements IQueryHandler<GetAdminGiftSet, GiftSetRecord> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetAdminGiftSet): Promise<GiftSetRecord> {
    const giftSet = await this.db.getRepository(GiftSet).findOneBy({ id });
    if (!giftSet) throw notFound(CatalogueMessages.giftSetNotFound);
    const products = await productsOf(this.db.manager, [id]);
    return giftSetRecord(giftSet, products.get(id) ?? []);
  }
}
