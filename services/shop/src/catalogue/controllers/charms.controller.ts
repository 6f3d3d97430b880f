import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CatalogueMessages } from '@kilau/domain';

import { IdParam } from '../../http/id-param.js';
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
  list(@Query() dto: ListCharmsDto) {
    const filter = { category: dto.category, label: dto.label, inStock: dto.inStock() };
    return this.queries.execute(new ListCharmsQuery(filter, dto.listing()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One charm (404 "Charm not found")' })
  get(@Param('id', new IdParam(CatalogueMessages.charmNotFound)) id: number) {
    return this.queries.execute(new GetCharmQuery(id));
  }
}
