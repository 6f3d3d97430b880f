import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker's daily prune finds payment notifications past their retention by their arrival.
 * They are kept half a year and arrive by the thousand an hour at peak: without an index, each
 * prune would read the whole table. (Login codes and refresh tokens need none: the prune itself
 * keeps those tables to a month or so of rows.)
 */
export class NotificationArrivalIndex1763800002400 implements MigrationInterface {
  name = 'NotificationArrivalIndex1763800002400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX payment_notifications_received_idx ON payment_notifications (received_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payment_notifications_received_idx`);
  }
}
