import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { type AreaRecord, findArea, findDistrict } from './read/areas.js';
import { type PickupLocationView, readPickupLocations } from './read/pickup-locations.js';

/**
 * What the shipping side asks of the locations context: the J&T codes of a checkout's
 * destAreaCode, and where parcels leave from.
 */
@Injectable()
export class AreaDirectory {
  constructor(private readonly db: DataSource) {}

  /**
   * The record of a receiver area code (any case): `kode_kota_jnt` is the order API's
   * destination_code, `kode_jnt_receiver_area` its receiver_area, `kecamatan_jnt` the tariff's
   * destAreaCode. Null when no such code is known.
   */
  findByReceiverArea(code: string): Promise<AreaRecord | null> {
    return findArea(this.db, code);
  }

  /** A J&T district name as the area codes spell it (any case in); null when no record names it. */
  findDistrict(name: string): Promise<string | null> {
    return findDistrict(this.db, name);
  }

  /**
   * The default pickup location (else the first): the courier order's shipper and origin_code,
   * the tariff's sendSiteCode (never the shopper's). The migration creates one, so none at all is a broken setup.
   */
  async defaultPickup(): Promise<PickupLocationView> {
    const [pickup] = await readPickupLocations(this.db);
    if (!pickup) throw new Error('No pickup location is set up (jnt_pickup_locations is empty)');
    return pickup;
  }
}
