import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guessing login codes is bounded per address in PostgreSQL, where a Redis flush cannot reset it:
 * `login_guards` keeps one row per address with its wrong guesses since its last pause (within
 * a year), its pauses of the past year and the end of the current pause (libs/domain login-lockout.ts).
 *
 * Each code now remembers the client that asked for it (a new code retires only that client's
 * earlier ones), the keyed hash of the one-time sign-in link mailed with it, and, until the worker
 * has sent the mail, the code and link sealed with a key of their own (AES-256-GCM): the mail job
 * in Redis carries the row's id and nothing else.
 */
export class LoginGuards1763800001640 implements MigrationInterface {
  name = 'LoginGuards1763800001640';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_guards (
        email varchar(254) PRIMARY KEY CHECK (email = lower(btrim(email))),
        wrong_guesses_at timestamptz[] NOT NULL DEFAULT '{}',
        lockouts_at timestamptz[] NOT NULL DEFAULT '{}',
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // every address with a code has its guard, so a guess only ever locks an existing row
    await q.query(`INSERT INTO login_guards (email) SELECT DISTINCT lower(btrim(email)) FROM otp_codes`);
    await q.query(`
      ALTER TABLE otp_codes
        ADD COLUMN requested_by varchar(64),
        ADD COLUMN link_hash char(64),
        ADD COLUMN mail_sealed bytea`);
    await q.query(`CREATE UNIQUE INDEX otp_codes_link_hash_idx ON otp_codes (link_hash) WHERE link_hash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX otp_codes_link_hash_idx`);
    await q.query(`ALTER TABLE otp_codes DROP COLUMN requested_by, DROP COLUMN link_hash, DROP COLUMN mail_sealed`);
    await q.query(`DROP TABLE login_guards`);
  }
}
