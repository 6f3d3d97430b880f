import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { AdminMessages, OrderMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { CommandMetadata } from '../../event-log/command-metadata.js';
import { FailureMessage } from '../../http/failure-message.js';
import { IdParam } from '../../http/id-param.js';
import { parseRestList, RestListDto, setContentRange } from '../../http/simple-rest.js';
import { RequireStaff } from '../../identity/auth/login.guard.js';
import { PrintReceipts, type ReceiptResult } from './commands/print-receipts/command.js';
import { orderManagementFilter } from './dto/order-management-filter.js';
import { PrintReceiptsDto } from './dto/print-receipts.dto.js';
import { CountOrderTabs } from './queries/count-order-tabs.js';
import { GetManagementOrder } from './queries/get-management-order.js';
import { ListManagementOrders, type ManagementPage, SORTABLE } from './queries/list-management-orders.js';

const OrderId = new IdParam(OrderMessages.orderNotFound);

/**
 * Order Management (order-side seed §2 'Admin orders page') in ra-data-simple-rest's shape:
 * `filter={"tab","q","start_date","end_date"}`, `range`, `sort`, the total in Content-Range;
 * each row says what it offers. Labels and cancelling stay the shipping calls'
 * (/api/orders/create_labels/, /api/jnt/cancel/); receipts print here as one batch.
 */
@ApiTags('admin')
@Controller('admin/orders')
@RequireStaff()
export class OrderManagementController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @FailureMessage(AdminMessages.ordersLoadFailed)
  @ApiOperation({ summary: 'A page of orders on a tab, by day range and search, newest first (staff)' })
  async list(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response) {
    const list = parseRestList(dto, SORTABLE, { field: 'created_at', order: 'DESC' });
    const page = await this.queries.execute<ListManagementOrders, ManagementPage>(
      new ListManagementOrders(orderManagementFilter(list.filter), list),
    );
    setContentRange(res, 'orders', list, page.rows.length, page.total);
    return page.rows;
  }

  @Get('tab-counts')
  @FailureMessage(AdminMessages.ordersLoadFailed)
  @ApiOperation({ summary: "Each status tab's count under the same filter (the tab itself ignored)" })
  tabCounts(@Query() dto: RestListDto) {
    const { filter } = parseRestList(dto, SORTABLE, { field: 'created_at', order: 'DESC' });
    return this.queries.execute(new CountOrderTabs(orderManagementFilter(filter)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order row, with what it offers on its own tab' })
  one(@Param('id', OrderId) id: number) {
    return this.queries.execute(new GetManagementOrder(id));
  }

  @Post('receipts')
  @HttpCode(200)
  @ApiOperation({ summary: "Print the selected orders' J&T receipts: a result per order, retry only the failed" })
  async receipts(@Body() dto: PrintReceiptsDto, @CommandMetadata() meta: EventMetadata) {
    const results = await this.commands.execute<PrintReceipts, ReceiptResult[]>(new PrintReceipts(dto.order_ids, meta));
    return { results };
  }
}
