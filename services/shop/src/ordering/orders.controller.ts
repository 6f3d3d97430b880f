import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { OrderMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { CommandMetadata } from '../event-log/command-metadata.js';
import { IdParam } from '../http/id-param.js';
import { PagingDto } from '../http/paging.dto.js';
import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin, RequireStaff } from '../identity/auth/login.guard.js';
import { CancelWithCourier } from '../shipping/commands/cancel-with-courier/command.js';
import { cancellationAnswer } from '../shipping/courier-answers.js';
import { CancelOrderDto } from './dto/cancel-order.dto.js';
import { GetOrder } from './queries/get-order.js';
import { ListMyOrders } from './queries/list-my-orders.js';

const OrderId = new IdParam(OrderMessages.orderNotFound);

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequireLogin()
  @ApiOperation({ summary: "The caller's orders, newest first" })
  list(@Query() dto: PagingDto, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListMyOrders(user.id, dto.paging()));
  }

  @Get(':id')
  @RequireLogin()
  @ApiOperation({ summary: 'One order, for its owner or staff' })
  get(@Param('id', OrderId) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetOrder(id, user));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireStaff()
  @ApiOperation({
    summary:
      "Cancel an order (staff): at J&T first when it has a waybill, then its stock goes back. Reason defaults to 'Canceled by user'",
  })
  async cancel(@Param('id', OrderId) id: number, @Body() dto: CancelOrderDto, @CommandMetadata() meta: EventMetadata) {
    const reason = dto.reason ?? OrderMessages.cancelReasonDefault;
    const result = await this.commands.execute(new CancelWithCourier(id, reason, meta));
    const answer = cancellationAnswer(id, result);
    return {
      order_id: id,
      fulfillment_status: 'cancelled',
      reason,
      refund_due: answer.refund_due,
      message: answer.message,
    };
  }
}
