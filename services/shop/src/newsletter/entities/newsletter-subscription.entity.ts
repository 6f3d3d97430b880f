import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscriptions')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Lower-cased, unique: an address subscribes once. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the address's owner followed the confirmation link: only then is it subscribed (double opt-in). */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** When the newest confirmation mail was asked for. */
  @Column({ name: 'confirm_requested_at', type: 'timestamptz', nullable: true })
  confirmRequestedAt!: Date | null;
}
