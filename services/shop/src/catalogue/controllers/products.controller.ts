import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CatalogueMessages } from '@kilau/domain';

import { IdParam } from '../../http/id-param.js';
import { CatalogueReads } from '../cache/catalogue-cache.js';
import { ListProductsDto } from '../dto/list-products.dto.js';
import { GetProductQuery } from '../queries/get-product.js';
import { ListProductsQuery } from '../queries/list-products.js';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  constructor(private readonly queries: CatalogueReads) {}

  @Get()
  @ApiOperation({ summary: 'Products: a plain list, or a page when page or page_size is given' })
  list(@Query() dto: ListProductsDto) {
    const filter = { category: dto.category, label: dto.label, inStock: dto.inStock(), ids: dto.idList() };
    return this.queries.execute(new ListProductsQuery(filter, dto.listing()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product (404 "Product not found")' })
  get(@Param('id', new IdParam(CatalogueMessages.productNotFound)) id: number) {
    return this.queries.execute(new GetProductQuery(id));
  }
}
