import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { OrderMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { OptionalLogin, RequireLogin, RequireStaff } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { IdParam } from '../platform/http/id-param.js';
import { PagingDto } from '../platform/http/paging.dto.js';
import { notAuthenticated } from '../platform/http/shop-error.js';
import { CancelWithCourier } from '../shipping/commands/cancel-with-courier/command.js';
import { cancellationAnswer } from '../shipping/courier-answers.js';
import { CancelOrderDto } from './dto/cancel-order.dto.js';
import { ORDER_TOKEN_HEADER } from './order-access.js';
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

  /**
   * The seed's "bearer or guest Token header". No login and no secret: 401, so a client with a
   * stale login refreshes it; a login or a secret that does not open this order: 404.
   */
  @Get(':id')
  @OptionalLogin()
  @ApiOperation({ summary: "One order, for its owner, staff, or the holder of the order's secret (Token header)" })
  get(
    @Param('id', OrderId) id: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Headers(ORDER_TOKEN_HEADER) token: string | undefined,
  ) {
    if (!user && !token) throw notAuthenticated();
    return this.queries.execute(new GetOrder(id, user, token));
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
