import { Module } from '@nestjs/common';

import { AreaDirectory } from './area-directory.js';
import { AreasController } from './areas.controller.js';
import { PickupLocationsController } from './pickup-locations.controller.js';
import { GetAreaCodeHandler } from './queries/get-area-code.js';
import { ListAreaCodesHandler } from './queries/list-area-codes.js';
import { ListPickupLocationsHandler } from './queries/list-pickup-locations.js';
import { SearchCitiesHandler } from './queries/search-cities.js';

/**
 * J&T's area code records (city suggestions, area codes) and the shop's pickup locations. Other
 * contexts import this module for its AreaDirectory.
 */
@Module({
  controllers: [AreasController, PickupLocationsController],
  providers: [SearchCitiesHandler, ListAreaCodesHandler, GetAreaCodeHandler, ListPickupLocationsHandler, AreaDirectory],
  exports: [AreaDirectory],
})
export class LocationsModule {}
