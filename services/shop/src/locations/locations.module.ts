import { Module } from '@nestjs/common';

import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { GetJntAreaStatusHandler, ImportJntAreaFileHandler } from './admin/jnt-area-import.js';
import { JntAreasAdminController } from './admin/jnt-areas-admin.controller.js';
import { AreaDirectory } from './area-directory.js';
import { AreasController } from './areas.controller.js';
import { locationsParts } from './locations.parts.js';
import { PickupLocationsController } from './pickup-locations.controller.js';
import { GetAreaCodeHandler } from './queries/get-area-code.js';
import { ListAreaCodesHandler } from './queries/list-area-codes.js';
import { ListPickupLocationsHandler } from './queries/list-pickup-locations.js';
import { SearchCitiesHandler } from './queries/search-cities.js';

/**
 * J&T's area code records (city suggestions, area codes; the console imports J&T's own list) and
 * the shop's pickup locations. Other
 * contexts import this module for its AreaDirectory.
 */
@Module({
  imports: [ShopPartsModule.forFeature(locationsParts)],
  controllers: [AreasController, PickupLocationsController, JntAreasAdminController],
  providers: [
    SearchCitiesHandler,
    ListAreaCodesHandler,
    GetAreaCodeHandler,
    ListPickupLocationsHandler,
    AreaDirectory,
    ImportJntAreaFileHandler,
    GetJntAreaStatusHandler,
  ],
  exports: [AreaDirectory],
})
export class LocationsModule {}
