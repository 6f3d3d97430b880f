import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker's timer looks for the waybill jobs that gave up straight from the log. They are rare,
 * so a partial index holds exactly their events: the timer walks it instead of the whole log.
 */
export class WaybillFailuresIndex1763800003100 implements MigrationInterface {
  name = 'WaybillFailuresIndex1763800003100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX events_waybill_failures_idx ON events (global_position)
        WHERE event_type = 'ShipmentCreationFailed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX events_waybill_failures_idx`);
  }
}
