import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The routine payment check (a notification that cannot move money) waiting in its queue for each
 * attempt and claimed status: a notification with the same claim while it waits adds no check of
 * its own, since the check reads Midtrans's status after it anyway. A check deletes its row when it
 * starts, so a notification arriving while it runs queues the next one.
 */
export class PaymentChecksWaiting1763800003900 implements MigrationInterface {
  name = 'PaymentChecksWaiting1763800003900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_checks_waiting (
        attempt_id varchar(60) NOT NULL,
        claim text NOT NULL,
        job_id varchar(200) NOT NULL,
        queued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (attempt_id, claim)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_checks_waiting`);
  }
}
