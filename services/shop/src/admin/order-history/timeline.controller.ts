import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { OrderMessages } from '@kilau/domain';

import { RequireStaff } from '../../identity/auth/login.guard.js';
import { IdParam } from '../../platform/http/id-param.js';
import { GetOrderTimeline } from './queries/get-order-timeline.js';

const OrderId = new IdParam(OrderMessages.orderNotFound);

/** A controller path of its own under the orders' (admin/orders/:id is the order, this its history). */
@ApiTags('admin')
@Controller('admin/orders/:id/timeline')
@RequireStaff()
export class TimelineController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      "An order's timeline (staff): its events, payment attempts and notifications, courier calls, and jobs with each failed attempt's error, oldest first",
  })
  get(@Param('id', OrderId) id: number) {
    return this.queries.execute(new GetOrderTimeline(id));
  }
}
