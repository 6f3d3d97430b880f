import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { Charm } from '../../catalogue/entities/charm.entity.js';
import { GiftSet } from '../../catalogue/entities/gift-set.entity.js';
import { Product } from '../../catalogue/entities/product.entity.js';

/** A customer's review ("What They Say"), linked to what it is about. */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_name', type: 'varchar', length: 150 })
  userName!: string;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ name: 'review_text', type: 'text' })
  reviewText!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image!: string | null;

  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt!: Date;

  @ManyToMany(() => Product)
  @JoinTable({ name: 'review_products', joinColumn: { name: 'review_id' }, inverseJoinColumn: { name: 'product_id' } })
  products?: Relation<Product[]>;

  @ManyToMany(() => Charm)
  @JoinTable({ name: 'review_charms', joinColumn: { name: 'review_id' }, inverseJoinColumn: { name: 'charm_id' } })
  charms?: Relation<Charm[]>;

  @ManyToMany(() => GiftSet)
  @JoinTable({
    name: 'review_gift_sets',
    joinColumn: { name: 'review_id' },
    inverseJoinColumn: { name: 'gift_set_id' },
  })
  giftSets?: Relation<GiftSet[]>;
}
