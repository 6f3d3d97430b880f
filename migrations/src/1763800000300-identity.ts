import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers and staff log in with a code mailed to them; there are no passwords. Codes and
 * refresh tokens are kept only as hashes. Addresses are stored lower-cased so one address is one
 * customer.
 */
export class Identity1763800000300 implements MigrationInterface {
  name = 'Identity1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
        is_staff boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE otp_codes (
        id uuid PRIMARY KEY,
        email varchar(254) NOT NULL,
        code_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0,
        used_at timestamptz,
        superseded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX otp_codes_email_idx ON otp_codes (email, created_at DESC)`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        replaced_by uuid
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);
    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['newsletter_subscriptions', 'refresh_tokens', 'otp_codes', 'users']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
