import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { CharmCategory, CharmLabel } from '@kilau/domain';

import { numericAsNumber } from '../../platform/database/columns.js';

@Entity('charms')
export class Charm {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'integer' })
  price!: number;

  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0, transformer: numericAsNumber })
  discount!: number;

  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0, transformer: numericAsNumber })
  rating!: number;

  @Column({ type: 'varchar', length: 500, default: '' })
  image!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'varchar', length: 20 })
  category!: CharmCategory;

  @Column({ type: 'varchar', length: 20 })
  label!: CharmLabel;

  @Column({ type: 'integer', default: 0 })
  stock!: number;

  @Column({ name: 'sold_stok', type: 'integer', default: 0 })
  soldStok!: number;

  /** One piece in grams: what the parcel weight for J&T is summed from. */
  /** The charm on a transparent background for the builder's preview; '' for none. */
  @Column({ name: 'cutout_image', type: 'varchar', length: 500, default: '' })
  cutoutImage!: string;

  @Column({ name: 'weight_grams', type: 'integer', default: 5 })
  weightGrams!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
