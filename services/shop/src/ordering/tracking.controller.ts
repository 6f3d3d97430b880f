import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { OptionalLogin } from '../identity/auth/login.guard.js';
import { TrackingReference } from './dto/tracking-reference.js';
import { GetTracking } from './queries/get-tracking.js';

@ApiTags('orders')
@Controller('tracking')
export class TrackingController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':reference')
  @OptionalLogin()
  @ApiOperation({
    summary: "A parcel's status and timeline by order id or waybill; the receiver for its owner and staff",
  })
  get(@Param('reference', TrackingReference) reference: string, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.queries.execute(new GetTracking(reference, user));
  }
}
