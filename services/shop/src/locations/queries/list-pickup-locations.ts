import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../platform/database/read-database.js';
import { type PickupLocationView, readPickupLocations } from '../read/pickup-locations.js';

/** The shop's pickup locations, the default first. */
export class ListPickupLocationsQuery {}

@QueryHandler(ListPickupLocationsQuery)
export class ListPickupLocationsHandler implements IQueryHandler<ListPickupLocationsQuery, PickupLocationView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute(): Promise<PickupLocationView[]> {
    return readPickupLocations(this.db);
  }
}
