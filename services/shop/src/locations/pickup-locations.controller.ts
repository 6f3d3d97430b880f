import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CachedFiveMinutes } from './cache-control.js';
import { ListPickupLocationsQuery } from './queries/list-pickup-locations.js';

/** The seed's `GET /api/api/jnt-locations/`, at /api/jnt-locations/ and at the seed's doubled path too. */
@ApiTags('locations')
@Controller(['jnt-locations', 'api/jnt-locations'])
@CachedFiveMinutes()
export class PickupLocationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The shop's pickup locations, the default first" })
  list() {
    return this.queries.execute(new ListPickupLocationsQuery());
  }
}
