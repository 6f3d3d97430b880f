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
import { GalleryBodyDto } from './gallery-body.dto.js';
import { AddGalleryImage, RemoveGalleryImage, UpdateGalleryImage } from './gallery-commands.js';
import { type AdminGalleryImage, GALLERY_TABLE } from './gallery-record.js';

const imageId = new IdParam(MerchandisingMessages.notFound('Gallery image'));

@ApiTags('admin')
@Controller('admin/photo-gallery')
@RequireStaff()
export class GalleryAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Footer gallery pictures (staff), ra-data-simple-rest list: sort, range, filter q/id' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<AdminGalleryImage[]> {
    const list = parseRestList(dto, Object.keys(GALLERY_TABLE.sorts), { field: 'id', order: 'DESC' });
    const page = await this.queries.execute<ListTableRows<AdminGalleryImage>, RowsPage<AdminGalleryImage>>(
      new ListTableRows(GALLERY_TABLE, list),
    );
    setContentRange(res, 'photo-gallery', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', imageId) id: number) {
    return this.queries.execute(new GetTableRow(GALLERY_TABLE, id));
  }

  @Post()
  @ApiOperation({ summary: 'Add a gallery picture: image (address), alt_text' })
  create(@Body() body: GalleryBodyDto) {
    return this.commands.execute(new AddGalleryImage(formBody(body)));
  }

  @Put(':id')
  update(@Param('id', imageId) id: number, @Body() body: GalleryBodyDto) {
    return this.commands.execute(new UpdateGalleryImage(id, formBody(body)));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a gallery picture; answers the removed record' })
  remove(@Param('id', imageId) id: number) {
    return this.commands.execute(new RemoveGalleryImage(id));
  }
}
