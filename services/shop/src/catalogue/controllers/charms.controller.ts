import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CatalogueMessages } from '@kilau/domain';

import { IdParam } from '../../platform/http/id-param.js';
import { CatalogueReads } from '../cache/catalogue-cache.js';
import { ListCharmsDto } from '../dto/list-charms.dto.js';
import { GetCharmQuery } from '../queries/get-charm.js';
import { ListCharmsQuery } from '../queries/list-charms.js';

@ApiTags('catalogue')
@Controller('charms')
export class CharmsController {
  constructor(private readonly queries: CatalogueReads) {}

  @Get()
  @ApiOperation({ summary: 'Charms: a plain list, or a page when page or page_size is given' })
  list(@Query() dto: ListCharmsDto, @Req() req: Request, @Res() res: Response) {
    const filter = { category: dto.category, label: dto.label, inStock: dto.inStock() };
    return this.queries.send(req, res, new ListCharmsQuery(filter, dto.listing()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One charm (404 "Charm not found")' })
  get(
    @Param('id', new IdParam(CatalogueMessages.charmNotFound)) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.queries.send(req, res, new GetCharmQuery(id));
  }
}
