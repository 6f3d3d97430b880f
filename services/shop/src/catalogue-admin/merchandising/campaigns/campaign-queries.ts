import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { MerchandisingMessages } from '@kilau/domain';

import { notFound } from '../../../http/shop-error.js';
import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { type AdminCampaign, CAMPAIGN_TABLE } from './campaign-record.js';

export const campaignNotFound = () => notFound(MerchandisingMessages.notFound('Discount campaign'));

export class ListAdminCampaigns {
  constructor(readonly list: RestList) {}
}

export class GetAdminCampaign {
  constructor(readonly id: number) {}
}

@QueryHandler(ListAdminCampaigns)
export class ListAdminCampaignsHandler implements IQueryHandler<ListAdminCampaigns, RowsPage<AdminCampaign>> {
  constructor(private readonly db: DataSource) {}

  execute({ list }: ListAdminCampaigns): Promise<RowsPage<AdminCampaign>> {
    return listRows<AdminCampaign>(this.db, CAMPAIGN_TABLE, list);
  }
}

@QueryHandler(GetAdminCampaign)
export class GetAdminCampaignHandler implements IQueryHandler<GetAdminCampaign, AdminCampaign> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetAdminCampaign): Promise<AdminCampaign> {
    const row = await oneRow<AdminCampaign>(this.db, CAMPAIGN_TABLE, id);
    if (!row) throw campaignNotFound();
    return row;
  }
}
