import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';

import type { GiftSetLabel } from '@kilau/domain';

import { numericAsNumber } from '../../platform/database/columns.js';
import type { CatalogueImage } from './image.js';
import { Product } from './product.entity.js';

@Entity('gift_sets')
export class GiftSet {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'integer' })
  price!: number;

  /** Kept for the console; gift sets take no discount in the cart (storefront seed §9). */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0, transformer: numericAsNumber })
  discount!: number;

  /** '' is "No Label". */
  @Column({ type: 'varchar', length: 20, default: '' })
  label!: GiftSetLabel | '';

  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0, transformer: numericAsNumber })
  rating!: number;

  @Column({ type: 'integer', default: 0 })
  stock!: number;

  @Column({ name: 'sold_stok', type: 'integer', default: 0 })
  soldStok!: number;

  /** One piece in grams: what the parcel weight for J&T is summed from. */
  @Column({ name: 'weight_grams', type: 'integer', default: 1000 })
  weightGrams!: number;

  @Column({ name: 'is_monthly_special', type: 'boolean', default: false })
  isMonthlySpecial!: boolean;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** The main picture; `images` holds the gallery. */
  @Column({ type: 'varchar', length: 500, default: '' })
  image!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  images!: CatalogueImage[];

  @ManyToMany(() => Product)
  @JoinTable({
    name: 'gift_set_products',
    joinColumn: { name: 'gift_set_id' },
    inverseJoinColumn: { name: 'product_id' },
  })
  products?: Relation<Product[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
