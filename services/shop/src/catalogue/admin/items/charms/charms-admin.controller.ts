import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { ADMIN_CATALOGUE_PAGE_SIZE, CatalogueMessages, type CharmRecord } from '@kilau/domain';

import { RequireStaff } from '../../../../identity/auth/login.guard.js';
import { IdParam } from '../../../../platform/http/id-param.js';
import { parseRestList, RestListDto, setContentRange } from '../../../../platform/http/simple-rest.js';
import { NEWEST_FIRST, type RowsPage } from '../../admin-list.js';
import { formBody } from '../../form-refusals.js';
import { GetTableRow, ListTableRows } from '../../table-queries.js';
import { ItemBodyDto } from '../item-body.dto.js';
import { DeleteCharm, SaveCharm } from './charm-commands.js';
import { CHARM_TABLE } from './charm-record.js';

const charmId = new IdParam(CatalogueMessages.charmNotFound);

@ApiTags('admin')
@Controller('admin/charms')
@RequireStaff()
export class CharmsAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Charms (staff), ra-data-simple-rest list: newest first, q/category/label/id filters' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<CharmRecord[]> {
    const list = parseRestList(dto, Object.keys(CHARM_TABLE.sorts), NEWEST_FIRST, ADMIN_CATALOGUE_PAGE_SIZE);
    const page = await this.queries.execute<ListTableRows<CharmRecord>, RowsPage<CharmRecord>>(
      new ListTableRows(CHARM_TABLE, list),
    );
    setContentRange(res, 'charms', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One charm (staff)' })
  get(@Param('id', charmId) id: number): Promise<CharmRecord> {
    return this.queries.execute(new GetTableRow(CHARM_TABLE, id));
  }

  @Post()
  @ApiOperation({ summary: "Creates a charm (staff) after the seed's form rules" })
  create(@Body() body: ItemBodyDto): Promise<CharmRecord> {
    return this.commands.execute(new SaveCharm(formBody(body)));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replaces a charm whole (staff)' })
  update(@Param('id', charmId) id: number, @Body() body: ItemBodyDto): Promise<CharmRecord> {
    return this.commands.execute(new SaveCharm(formBody(body), id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a charm (staff), answering it as it was' })
  remove(@Param('id', charmId) id: number): Promise<CharmRecord> {
    return this.commands.execute(new DeleteCharm(id));
  }
}
