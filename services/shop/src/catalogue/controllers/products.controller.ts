import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CatalogueMessages } from '@kilau/domain';

import { IdParam } from '../../platform/http/id-param.js';
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
  list(@Query() dto: ListProductsDto, @Req() req: Request, @Res() res: Response) {
    const filter = { category: dto.category, label: dto.label, inStock: dto.inStock(), ids: dto.idList() };
    return this.queries.send(req, res, new ListProductsQuery(filter, dto.listing()));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product (404 "Product not found")' })
  get(
    @Param('id', new IdParam(CatalogueMessages.productNotFound)) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.queries.send(req, res, new GetProductQuery(id));
  }
}
