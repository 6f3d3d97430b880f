import type { DataSource } from 'typeorm';

import { JntPickupLocation } from '../entities/jnt-pickup-location.entity.js';

/** A pickup location as `GET /api/jnt-locations/` answers it and the shipping side uses it. */
export interface PickupLocationView {
  id: number;
  name: string;
  contact: string;
  phone: string;
  address: string;
  city: string;
  send_site_code: string;
  origin_code: string;
  postal_code: string;
  is_default: boolean;
}

/** Every pickup location, the default first. */
export async function readPickupLocations(db: DataSource): Promise<PickupLocationView[]> {
  const rows = await db.getRepository(JntPickupLocation).find({ order: { isDefault: 'DESC', id: 'ASC' } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    city: row.city,
    send_site_code: row.sendSiteCode,
    origin_code: row.originCode,
    postal_code: row.postalCode,
    is_default: row.isDefault,
  }));
}
