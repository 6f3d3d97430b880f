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

import type { ProductCategory, ProductLabel } from '@kilau/domain';

import { numericAsNumber } from '../../platform/database/columns.js';
import { Charm } from './charm.entity.js';
import type { CatalogueImage } from './image.js';

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Whole rupiah. */
  @Column({ type: 'integer' })
  price!: number;

  /** The product's own discount percent; a running campaign on the product takes precedence. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0, transformer: numericAsNumber })
  discount!: number;

  @Column({ type: 'varchar', length: 20 })
  label!: ProductLabel;

  @Column({ type: 'varchar', length: 20 })
  category!: ProductCategory;

  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0, transformer: numericAsNumber })
  rating!: number;

  @Column({ type: 'integer', default: 0 })
  stock!: number;

  /** Units sold; the seeds spell it sold_stok. */
  @Column({ name: 'sold_stok', type: 'integer', default: 0 })
  soldStok!: number;

  /** One piece in grams: what the parcel weight for J&T is summed from. */
  @Column({ name: 'weight_grams', type: 'integer', default: 1000 })
  weightGrams!: number;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Multi-line text, one detail a line. */
  @Column({ type: 'text', default: '' })
  details!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  images!: CatalogueImage[];

  /** Accepts charms: the charm builder offers it as a base. */
  @Column({ name: 'charms', type: 'boolean', default: false })
  acceptsCharms!: boolean;

  @Column({ name: 'is_charm_spreadable', type: 'boolean', default: false })
  isCharmSpreadable!: boolean;

  @Column({ name: 'is_charm_max3', type: 'boolean', default: false })
  isCharmMax3!: boolean;

  @Column({ name: 'is_charm_max5', type: 'boolean', default: false })
  isCharmMax5!: boolean;

  /** Charms suggested with this base (the storefront's charms_detail). */
  @ManyToMany(() => Charm)
  @JoinTable({
    name: 'product_charms',
    joinColumn: { name: 'product_id' },
    inverseJoinColumn: { name: 'charm_id' },
  })
  charmsDetail?: Relation<Charm[]>;

  /** For a jewel set: the products it is made of. */
  @ManyToMany(() => Product)
  @JoinTable({
    name: 'jewel_set_products',
    joinColumn: { name: 'jewel_set_id' },
    inverseJoinColumn: { name: 'product_id' },
  })
  jewelSetProducts?: Relation<Product[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
