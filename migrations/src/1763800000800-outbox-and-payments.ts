import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs leave through an outbox: the transaction that appends events writes the jobs they call for
 * here, and a relay hands them to the queue, so a crash between the commit and the queue loses
 * nothing. Payment notifications arrive in an inbox, one row per distinct notification, before
 * a job checks them with the provider.
 */
export class OutboxAndPayments1763800000800 implements MigrationInterface {
  name = 'OutboxAndPayments1763800000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        queue varchar(50) NOT NULL,
        job_name varchar(100) NOT NULL,
        job_id varchar(200) NOT NULL,
        payload jsonb NOT NULL,
        not_before timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL`);
    await q.query(`CREATE INDEX outbox_job_idx ON outbox (job_id)`);

    await q.query(`
      CREATE TABLE payment_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fingerprint char(64) NOT NULL UNIQUE,
        provider_order_id varchar(60) NOT NULL,
        order_id bigint,
        transaction_status varchar(30) NOT NULL,
        status_code varchar(10) NOT NULL,
        gross_amount varchar(30) NOT NULL,
        body jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        times_received integer NOT NULL DEFAULT 1
      )`);
    await q.query(`CREATE INDEX payment_notifications_order_idx ON payment_notifications (order_id, received_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_notifications`);
    await q.query(`DROP TABLE outbox`);
  }
}
