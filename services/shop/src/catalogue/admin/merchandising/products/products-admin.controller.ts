import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { CatalogueMessages } from '@kilau/domain';

import { RequireStaff } from '../../../../identity/auth/login.guard.js';
import { IdParam } from '../../../../platform/http/id-param.js';
import { parseRestList, RestListDto, setContentRange } from '../../../../platform/http/simple-rest.js';
import type { RowsPage } from '../../admin-list.js';
import { formBody } from '../../form-refusals.js';
import { GetTableRow, ListTableRows } from '../../table-queries.js';
import { ProductBodyDto } from './product-body.dto.js';
import { CreateProduct, DeleteProduct, UpdateProduct } from './product-commands.js';
import { type AdminProduct, PRODUCT_TABLE } from './product-record.js';

const productId = new IdParam(CatalogueMessages.productNotFound);

@ApiTags('admin')
@Controller('admin/products')
@RequireStaff()
export class ProductsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Products (staff), ra-data-simple-rest list: sort, range, filter q/category/label/id' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response): Promise<AdminProduct[]> {
    const list = parseRestList(dto, Object.keys(PRODUCT_TABLE.sorts), { field: 'id', order: 'DESC' });
    const page = await this.queries.execute<ListTableRows<AdminProduct>, RowsPage<AdminProduct>>(
      new ListTableRows(PRODUCT_TABLE, list),
    );
    setContentRange(res, 'products', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', productId) id: number) {
    return this.queries.execute(new GetTableRow(PRODUCT_TABLE, id));
  }

  @Post()
  @ApiOperation({ summary: 'Add a product (400 with each field problem)' })
  create(@Body() body: ProductBodyDto) {
    return this.commands.execute(new CreateProduct(formBody(body)));
  }

  @Put(':id')
  update(@Param('id', productId) id: number, @Body() body: ProductBodyDto) {
    return this.commands.execute(new UpdateProduct(id, formBody(body)));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a product; answers the deleted record' })
  remove(@Param('id', productId) id: number) {
    return this.commands.execute(new DeleteProduct(id));
  }
}
