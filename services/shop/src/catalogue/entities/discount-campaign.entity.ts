import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { Product } from './product.entity.js';

export type CampaignDiscountType = 'percent' | 'amount';

@Entity('discount_campaigns')
export class DiscountCampaign {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'start_time', type: 'timestamptz' })
  startTime!: Date;

  @Column({ name: 'end_time', type: 'timestamptz' })
  endTime!: Date;

  @OneToMany(() => DiscountCampaignItem, (item) => item.campaign, { cascade: true })
  items?: Relation<DiscountCampaignItem[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/**
 * A product's price during a campaign: `percent` takes that percent off; `amount` sets the
 * price to the fixed rupiah amount (storefront seed §9, price discount precedence).
 */
@Entity('discount_campaign_items')
export class DiscountCampaignItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => DiscountCampaign, (campaign) => campaign.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: Relation<DiscountCampaign>;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<Product>;

  @Column({ name: 'discount_type', type: 'varchar', length: 10 })
  discountType!: CampaignDiscountType;

  @Column({ name: 'discount_value', type: 'integer' })
  discountValue!: number;
}
