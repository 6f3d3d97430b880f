import { Controller, Get, Headers, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { OptionalLogin } from '../identity/auth/login.guard.js';
import { TrackingReference } from './dto/tracking-reference.js';
import { ORDER_TOKEN_HEADER } from './order-access.js';
import { GetTracking } from './queries/get-tracking.js';

@ApiTags('orders')
@Controller('tracking')
export class TrackingController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':reference')
  @OptionalLogin()
  @ApiOperation({
    summary:
      "A parcel's status and timeline by waybill; by order id and with the receiver only for its owner, staff and the holder of the order's secret (Token header)",
  })
  get(
    @Param('reference', TrackingReference) reference: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Headers(ORDER_TOKEN_HEADER) token: string | undefined,
  ) {
    return this.queries.execute(new GetTracking(reference, user, token));
  }
}
