import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { ADMIN_CATALOGUE_PAGE_SIZE, CatalogueMessages, type GiftSetRecord } from '@kilau/domain';

import { RequireStaff } from '../../../../identity/auth/login.guard.js';
import { IdParam } from '../../../../platform/http/id-param.js';
import { parseRestList, RestListDto, setContentRange } from '../../../../platform/http/simple-rest.js';
import { NEWEST_FIRST, type RowsPage } from '../../admin-list.js';
import { formBody } from '../../form-refusals.js';
import { GetTableRow, ListTableRows } from '../../table-queries.js';
import { ItemBodyDto } from '../item-body.dto.js';
import { DeleteGiftSet, SaveGiftSet } from './gift-set-commands.js';
import { GIFT_SET_TABLE } from './gift-set-record.js';

const giftSetId = new IdParam(CatalogueMessages.giftSetNotFound);

@ApiTags('admin')
@Controller('admin/gift-sets')
@RequireStaff()
export class GiftSetsAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Gift sets (staff), ra-data-simple-rest list: newest first, q/label/id filters' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<GiftSetRecord[]> {
    const list = parseRestList(dto, Object.keys(GIFT_SET_TABLE.sorts), NEWEST_FIRST, ADMIN_CATALOGUE_PAGE_SIZE);
    const page = await this.queries.execute<ListTableRows<GiftSetRecord>, RowsPage<GiftSetRecord>>(
      new ListTableRows(GIFT_SET_TABLE, list),
    );
    setContentRange(res, 'gift-sets', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One gift set (staff)' })
  get(@Param('id', giftSetId) id: number): Promise<GiftSetRecord> {
    return this.queries.execute(new GetTableRow(GIFT_SET_TABLE, id));
  }

  @Post()
  @ApiOperation({ summary: "Creates a gift set (staff) after the seed's form rules" })
  create(@Body() body: ItemBodyDto): Promise<GiftSetRecord> {
    return this.commands.execute(new SaveGiftSet(formBody(body)));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replaces a gift set whole (staff)' })
  update(@Param('id', giftSetId) id: number, @Body() body: ItemBodyDto): Promise<GiftSetRecord> {
    return this.commands.execute(new SaveGiftSet(formBody(body), id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a gift set (staff), answering it as it was' })
  remove(@Param('id', giftSetId) id: number): Promise<GiftSetRecord> {
    return this.commands.execute(new DeleteGiftSet(id));
  }
}
