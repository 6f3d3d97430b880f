import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A customer or a staff member. There are no passwords: everyone logs in with a mailed code. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Lower-cased; one address is one customer. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ name: 'is_staff', type: 'boolean', default: false })
  isStaff!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;
}
