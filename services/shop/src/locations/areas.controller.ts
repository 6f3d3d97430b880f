import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CheckoutMessages } from '@kilau/domain';

import { FailureMessage } from '../platform/http/failure-message.js';
import { CachedFiveMinutes } from './cache-control.js';
import { AreaCodesDto, CitySearchDto } from './dto/areas.dto.js';
import { GetAreaCodeQuery } from './queries/get-area-code.js';
import { ListAreaCodesQuery } from './queries/list-area-codes.js';
import { SearchCitiesQuery } from './queries/search-cities.js';

@ApiTags('locations')
@Controller('areas')
@CachedFiveMinutes()
export class AreasController {
  constructor(private readonly queries: QueryBus) {}

  @Get('cities')
  @ApiOperation({
    summary: 'City/kabupaten suggestions: up to 20 {kabupaten_kota, province, kode_kota_jnt}, best first',
  })
  cities(@Query() dto: CitySearchDto) {
    return this.queries.execute(new SearchCitiesQuery(dto.q));
  }

  @Get('codes')
  @FailureMessage(CheckoutMessages.areaCodesFailed)
  @ApiOperation({ summary: "A city's area code records, by district name (404 for a city without any)" })
  codes(@Query() dto: AreaCodesDto) {
    return this.queries.execute(new ListAreaCodesQuery(dto.city));
  }

  @Get('codes/:code')
  @ApiOperation({ summary: "One area code record by its receiver area code, e.g. JKT001 (404 'Area code not found')" })
  code(@Param('code') code: string) {
    return this.queries.execute(new GetAreaCodeQuery(code));
  }
}
