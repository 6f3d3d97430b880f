import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { type PickupLocationView, readPickupLocations } from '../read/pickup-locations.js';

/** The shop's pickup locations, the default first. */
export class ListPickupLocationsQuery {}

@QueryHandler(ListPickupLocationsQuery)
export class ListPickupLocationsHandler implements IQueryHandler<ListPickupLocationsQuery, PickupLocationView[]> {
  constructor(private readonly db: DataSource) {}

  execute(): Promise<PickupLocationView[]> {
    return readPickupLocations(this.db);
  }
}
