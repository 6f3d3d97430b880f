import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A login code mailed to an address. Only its keyed hash is kept. A code is spent when used,
 * superseded when a newer one is mailed, and dead after too many wrong tries or its TTL.
 */
@Entity('otp_codes')
export class OtpCode {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts!: number;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
