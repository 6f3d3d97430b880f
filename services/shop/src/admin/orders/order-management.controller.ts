import { Readable } from 'node:stream';

import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

import {
  AdminMessages,
  OrderMessages,
  ORDERS_EXPORT_HEADER,
  ORDERS_EXPORT_MAX_ROWS,
  ordersExportFileName,
  ordersExportRow,
  type OrdersExportSource,
} from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { RequireStaff } from '../../identity/auth/login.guard.js';
import { CommandMetadata } from '../../platform/event-log/command-metadata.js';
import { FailureMessage } from '../../platform/http/failure-message.js';
import { IdParam } from '../../platform/http/id-param.js';
import { parseRestList, RestListDto, setContentRange } from '../../platform/http/simple-rest.js';
import { PrintReceipts, type ReceiptResult } from './commands/print-receipts/command.js';
import { orderManagementFilter } from './dto/order-management-filter.js';
import { PrintReceiptsDto } from './dto/print-receipts.dto.js';
import { CountOrderTabs } from './queries/count-order-tabs.js';
import { ExportManagementOrders } from './queries/export-management-orders.js';
import { GetManagementOrder } from './queries/get-management-order.js';
import { GetPackingSlip } from './queries/get-packing-slip.js';
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

  @Get('export.csv')
  @FailureMessage(AdminMessages.exportFailed)
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: `The tab's orders under the day range and search as CSV, every page, newest first, up to ${ORDERS_EXPORT_MAX_ROWS} (staff)`,
  })
  async export(@Query() dto: RestListDto, @Res({ passthrough: true }) res: Response) {
    const { filter } = parseRestList(dto, SORTABLE, { field: 'created_at', order: 'DESC' });
    const wanted = orderManagementFilter(filter);
    const tab = wanted.tab ?? 'all';
    const counts = await this.queries.execute<CountOrderTabs, Record<string, number>>(new CountOrderTabs(wanted));
    const rows = await this.queries.execute<ExportManagementOrders, AsyncIterable<OrdersExportSource>>(
      new ExportManagementOrders({ ...wanted, tab }),
    );
    const total = counts[tab] ?? 0;
    res.setHeader('X-Orders-Total', String(total));
    res.setHeader('X-Orders-Exported', String(Math.min(total, ORDERS_EXPORT_MAX_ROWS)));
    res.setHeader('Access-Control-Expose-Headers', 'X-Orders-Total, X-Orders-Exported, Content-Disposition');
    const csv = Readable.from(rows)
      .map(ordersExportRow)
      .pipe(stringify({ header: true, columns: [...ORDERS_EXPORT_HEADER], bom: true }));
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${ordersExportFileName(tab, new Date())}"`,
    });
  }

  @Get(':id/packing-slip')
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary: "An order's packing slip: its lines with charms by slot and gift notes, the receiver (PDF)",
  })
  async packingSlip(@Param('id', OrderId) id: number) {
    const pdf = await this.queries.execute<GetPackingSlip, Buffer>(new GetPackingSlip(id));
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="packing-slip-${id}.pdf"`,
    });
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
