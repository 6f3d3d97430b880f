import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { KeptReads } from '../platform/database/kept-reads.js';
import { TableChanges } from '../platform/database/table-changes.js';
import { type AreaRecord, findArea, findDistrict } from './read/areas.js';
import { type PickupLocationView, readPickupLocations } from './read/pickup-locations.js';

/** The channel `jnt_areas` notifies on every write (migration 1763800003800). */
export const AREAS_CHANGED = 'areas_changed';

/** Codes and district names looked up, kept per process (known or not); a few thousand exist. */
const KEPT_LOOKUPS = 10_000;

/**
 * What the shipping side asks of the locations context: the J&T codes of a checkout's
 * destAreaCode, and where parcels leave from. Every fee question and checkout asks, and the codes
 * change only by an import, so the answers are kept until `jnt_areas` notifies a change.
 */
@Injectable()
export class AreaDirectory {
  private readonly areas: KeptReads<AreaRecord | null>;
  private readonly districts: KeptReads<string | null>;

  constructor(
    private readonly db: DataSource,
    changes: TableChanges,
  ) {
    this.areas = changes.keep(AREAS_CHANGED, KEPT_LOOKUPS);
    this.districts = changes.keep(AREAS_CHANGED, KEPT_LOOKUPS);
  }

  /**
   * The record of a receiver area code (any case): `kode_kota_jnt` is the order API's
   * destination_code, `kode_jnt_receiver_area` its receiver_area, `kecamatan_jnt` the tariff's
   * destAreaCode. Null when no such code is known. The record is shared: read it, never change it.
   */
  findByReceiverArea(code: string): Promise<AreaRecord | null> {
    return this.areas.read(code, () => findArea(this.db, code));
  }

  /** A J&T district name as the area codes spell it (any case in); null when no record names it. */
  findDistrict(name: string): Promise<string | null> {
    return this.districts.read(name, () => findDistrict(this.db, name));
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
