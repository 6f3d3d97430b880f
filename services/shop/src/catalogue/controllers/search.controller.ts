import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CatalogueCache } from '../cache/catalogue-cache.js';
import { SearchDto } from '../dto/search.dto.js';
import { SearchCatalogueQuery } from '../queries/search-catalogue.js';

@ApiTags('catalogue')
@Controller('search')
@UseInterceptors(CatalogueCache)
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Products, charms and gift sets in one ranked, paged list' })
  search(@Query() dto: SearchDto) {
    return this.queries.execute(new SearchCatalogueQuery(dto.q, dto.page, dto.page_size));
  }
}
