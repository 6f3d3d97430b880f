import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The one review link of a finished order. Only the token's sha256 is kept: the token itself is
 * in the mail alone. The link carries what the review needs from the order (the reviewer's name,
 * the items it held), so using it reads nothing else. Spent once: `used_at` and the review it made.
 */
@Entity('review_links')
export class ReviewLink {
  /** bigint: node-postgres answers it as text. */
  @PrimaryColumn({ name: 'order_id', type: 'bigint' })
  orderId!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'user_name', type: 'varchar', length: 150 })
  userName!: string;

  @Column({ name: 'product_ids', type: 'integer', array: true, default: () => "'{}'" })
  productIds!: number[];

  @Column({ name: 'charm_ids', type: 'integer', array: true, default: () => "'{}'" })
  charmIds!: number[];

  @Column({ name: 'gift_set_ids', type: 'integer', array: true, default: () => "'{}'" })
  giftSetIds!: number[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'review_id', type: 'integer', nullable: true, unique: true })
  reviewId!: number | null;
}
