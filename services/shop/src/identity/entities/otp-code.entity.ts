import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A login code mailed to an address, with the one-time sign-in link mailed beside it. Only keyed
 * hashes are kept, and, until the worker has sent the mail, the code and link sealed for it. A
 * code is spent when used (by either), superseded when the same client asks for a newer one, and
 * dead after too many wrong tries or its TTL; the link outlives superseding and wrong tries.
 */
@Entity('otp_codes')
export class OtpCode {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  /** The client (IP address) that asked for it: a guess from it is judged against this code first. */
  @Column({ name: 'requested_by', type: 'varchar', length: 64, nullable: true })
  requestedBy!: string | null;

  @Column({ name: 'link_hash', type: 'char', length: 64, nullable: true })
  linkHash!: string | null;

  /** The code and link sealed for the mail worker (login-mail-seal.ts); null once the mail is sent. */
  @Column({ name: 'mail_sealed', type: 'bytea', nullable: true, select: false })
  mailSealed!: Buffer | null;

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
