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
import { BannerBodyDto } from './banner-body.dto.js';
import { RemovePageBanner, SetPageBanner, UpdatePageBanner } from './banner-commands.js';
import { type AdminBanner, BANNER_TABLE } from './banner-record.js';

const bannerId = new IdParam(MerchandisingMessages.notFound('Page banner'));

@ApiTags('admin')
@Controller('admin/page-banners')
@RequireStaff()
export class BannersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Page banners (staff), ra-data-simple-rest list: sort, range, filter q/page/id' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<AdminBanner[]> {
    const list = parseRestList(dto, Object.keys(BANNER_TABLE.sorts), { field: 'page', order: 'ASC' });
    const page = await this.queries.execute<ListTableRows<AdminBanner>, RowsPage<AdminBanner>>(
      new ListTableRows(BANNER_TABLE, list),
    );
    setContentRange(res, 'page-banners', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', bannerId) id: number) {
    return this.queries.execute(new GetTableRow(BANNER_TABLE, id));
  }

  @Post()
  @ApiOperation({
    summary: 'Set a page banner: page (a storefront page key, one banner each), image_url (409 when the page has one)',
  })
  create(@Body() body: BannerBodyDto) {
    return this.commands.execute(new SetPageBanner(formBody(body)));
  }

  @Put(':id')
  update(@Param('id', bannerId) id: number, @Body() body: BannerBodyDto) {
    return this.commands.execute(new UpdatePageBanner(id, formBody(body)));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a page banner; answers the removed record' })
  remove(@Param('id', bannerId) id: number) {
    return this.commands.execute(new RemovePageBanner(id));
  }
}
