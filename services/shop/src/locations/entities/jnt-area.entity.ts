import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Where an area code record comes from: made up from idn-area-data, or J&T's own list. */
export type AreaSource = 'derived' | 'jnt';

/** One J&T area code record (order-side seed §3): a district (kecamatan) of a city or kabupaten. */
@Entity('jnt_areas')
export class JntArea {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The city or kabupaten in capitals as J&T writes it: 'KOTA JAKARTA BARAT'. */
  @Column({ name: 'kabupaten_kota', type: 'varchar', length: 100 })
  kabupatenKota!: string;

  /** The district in capitals, the tariff's destAreaCode: 'KALIDERES'. */
  @Column({ name: 'kecamatan_jnt', type: 'varchar', length: 100 })
  kecamatanJnt!: string;

  /** The order API's 3-character destination_code: 'JKT'. */
  @Column({ name: 'kode_kota_jnt', type: 'varchar', length: 3 })
  kodeKotaJnt!: string;

  /** The order API's receiver_area: 'JKT001'. Unique. */
  @Column({ name: 'kode_jnt_receiver_area', type: 'varchar', length: 10, unique: true })
  kodeJntReceiverArea!: string;

  /** The district's name as written: 'Kalideres'. */
  @Column({ type: 'varchar', length: 100 })
  kecamatan!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  province!: string | null;

  /** The district's postal code from J&T's list; null for derived records. */
  @Column({ name: 'postal_code', type: 'varchar', length: 5, nullable: true })
  postalCode!: string | null;

  /** idn-area-data's codes ('31.73', '31.73.01'), when known. */
  @Column({ name: 'regency_code', type: 'varchar', length: 13, nullable: true })
  regencyCode!: string | null;

  @Column({ name: 'district_code', type: 'varchar', length: 13, nullable: true })
  districtCode!: string | null;

  @Column({ type: 'varchar', length: 7 })
  source!: AreaSource;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
