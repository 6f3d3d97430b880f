import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CatalogueMessages } from '@kilau/domain';

import { IdParam } from '../../platform/http/id-param.js';
import { CatalogueReads } from '../cache/catalogue-cache.js';
import { ListGiftSetsDto } from '../dto/list-gift-sets.dto.js';
import { GetGiftSetQuery } from '../queries/get-gift-set.js';
import { ListGiftSetsQuery } from '../queries/list-gift-sets.js';

@ApiTags('catalogue')
@Controller('gift-sets')
export class GiftSetsController {
  constructor(private readonly queries: CatalogueReads) {}

  @Get()
  @ApiOperation({ summary: 'Gift sets: a plain list, or a page when page or page_size is given' })
  list(@Query() dto: ListGiftSetsDto, @Req() req: Request, @Res() res: Response) {
    const filter = { label: dto.label, inStock: dto.inStock() };
    return this.queries.send(req, res, new ListGiftSetsQuery(filter, dto.listing()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One gift set (404 "Gift set not found")' })
  get(
    @Param('id', new IdParam(CatalogueMessages.giftSetNotFound)) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.queries.send(req, res, new GetGiftSetQuery(id));
  }
}
