import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { MerchandisingMessages } from '@kilau/domain';

import { RequireStaff } from '../../../../identity/auth/login.guard.js';
import { IdParam } from '../../../../platform/http/id-param.js';
import { parseRestList, RestListDto, setContentRange } from '../../../../platform/http/simple-rest.js';
import type { RowsPage } from '../../admin-list.js';
import { formBody } from '../../form-refusals.js';
import { GetTableRow, ListTableRows } from '../../table-queries.js';
import { CampaignBodyDto } from './campaign-body.dto.js';
import { CreateCampaign, DeleteCampaign, UpdateCampaign } from './campaign-commands.js';
import { type AdminCampaign, CAMPAIGN_TABLE } from './campaign-record.js';

const campaignId = new IdParam(MerchandisingMessages.notFound('Discount campaign'));

@ApiTags('admin')
@Controller('admin/discount-campaigns')
@RequireStaff()
export class CampaignsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Discount campaigns (staff), ra-data-simple-rest list: sort, range, filter q/id' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<AdminCampaign[]> {
    const list = parseRestList(dto, Object.keys(CAMPAIGN_TABLE.sorts), { field: 'end_time', order: 'DESC' });
    const page = await this.queries.execute<ListTableRows<AdminCampaign>, RowsPage<AdminCampaign>>(
      new ListTableRows(CAMPAIGN_TABLE, list),
    );
    setContentRange(res, 'discount-campaigns', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', campaignId) id: number) {
    return this.queries.execute(new GetTableRow(CAMPAIGN_TABLE, id));
  }

  @Post()
  @ApiOperation({ summary: 'Start a campaign: name, end_time (future), optional start_time, items' })
  create(@Body() body: CampaignBodyDto) {
    return this.commands.execute(new CreateCampaign(formBody(body)));
  }

  @Put(':id')
  update(@Param('id', campaignId) id: number, @Body() body: CampaignBodyDto) {
    return this.commands.execute(new UpdateCampaign(id, formBody(body)));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a campaign; answers the deleted record' })
  remove(@Param('id', campaignId) id: number) {
    return this.commands.execute(new DeleteCampaign(id));
  }
}
