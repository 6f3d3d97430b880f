import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { RestList } from '../../../http/simple-rest.js';
import { listRows, oneRow, type RowsPage } from '../../admin-list.js';
import { type AdminCampaign, CAMPAIGN_TABLE } from './campaign-record.js';

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
    return listRows(this.db, CAMPAIGN_TABLE, list);
  }
}

@QueryHandler(GetAdminCampaign)
export class GetAdminCampaignHandler implements IQueryHandler<GetAdminCampaign, AdminCampaign> {
  constructor(private readonly db: DataSource) {}

  execute({ id }: GetAdminCampaign): Promise<AdminCampaign> {
    return oneRow(this.db, CAMPAIGN_TABLE, id);
  }
}
