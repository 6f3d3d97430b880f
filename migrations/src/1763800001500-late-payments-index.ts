import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console lists the payments that arrived after their order was cancelled straight from the
 * log. They are rare, so a partial index holds exactly their events: the list walks it instead of
 * the whole log, and every other append pays only the predicate's check.
 */
export class LatePaymentsIndex1763800001500 implements MigrationInterface {
  name = 'LatePaymentsIndex1763800001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX events_late_payments_idx ON events (global_position)
        WHERE event_type = 'PaymentReceivedForCancelledOrder'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX events_late_payments_idx`);
  }
}
