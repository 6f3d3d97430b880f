import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { AdminMessages } from '@kilau/domain';

import { RequireStaff } from '../identity/auth/login.guard.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { OrdersTableDto } from './dto/orders-table.dto.js';
import { ListOrdersTable } from './queries/list-orders-table.js';

@ApiTags('admin')
@Controller('admin/orders-table')
@RequireStaff()
export class OrdersTableController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @FailureMessage(AdminMessages.ordersLoadFailed)
  @ApiOperation({ summary: 'The orders table (staff): by day range, status tab and search, newest first' })
  list(@Query() dto: OrdersTableDto) {
    const filter = { startDate: dto.start_date, endDate: dto.end_date, tab: dto.status, q: dto.q };
    return this.queries.execute(new ListOrdersTable(filter, dto.paging()));
  }
}
