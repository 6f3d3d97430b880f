import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CatalogueReads } from '../cache/catalogue-cache.js';
import { SearchDto } from '../dto/search.dto.js';
import { SearchCatalogueQuery } from '../queries/search-catalogue.js';

@ApiTags('catalogue')
@Controller('search')
export class SearchController {
  constructor(private readonly queries: CatalogueReads) {}

  @Get()
  @ApiOperation({ summary: 'Products, charms and gift sets in one ranked, paged list' })
  search(@Query() dto: SearchDto, @Req() req: Request, @Res() res: Response) {
    return this.queries.send(req, res, new SearchCatalogueQuery(dto.q, dto.page, dto.page_size));
  }
}
