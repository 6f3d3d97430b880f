import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A place J&T collects the shop's parcels from: the shipper of a courier order (its name,
 * contact, phone and address, origin_code) and the tariff's sendSiteCode. Limits are J&T's.
 */
@Entity('jnt_pickup_locations')
export class JntPickupLocation {
  @PrimaryGeneratedColumn()
  id!: number;

  /** shipper_name, at most 30 characters. */
  @Column({ type: 'varchar', length: 30 })
  name!: string;

  /** shipper_contact, at most 30 characters. */
  @Column({ type: 'varchar', length: 30 })
  contact!: string;

  /** shipper_phone, '+62...', at most 15 characters. */
  @Column({ type: 'varchar', length: 15 })
  phone!: string;

  /** shipper_addr, at most 200 characters. */
  @Column({ type: 'varchar', length: 200 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  /** The tariff's sendSiteCode, a J&T city name: 'JAKARTA'. */
  @Column({ name: 'send_site_code', type: 'varchar', length: 50 })
  sendSiteCode!: string;

  /** The order API's origin_code: 'JKT'. */
  @Column({ name: 'origin_code', type: 'varchar', length: 3 })
  originCode!: string;

  @Column({ name: 'postal_code', type: 'varchar', length: 5 })
  postalCode!: string;

  /** At most one location is the default (a partial unique index). */
  @Column({ name: 'is_default', type: 'boolean' })
  isDefault!: boolean;
}
