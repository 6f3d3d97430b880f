import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the outbox knows of each job after handing it over: `done_at` when the job finished (ran,
 * or failed for good, then with `failed_at`), `checked_at` when the relay last found it still
 * queued. A row sent and not done a lease later is looked up in its queue and sent again if the
 * queue lost it (Redis emptied). A row that cannot be handed over at all is tried `attempts`
 * times, its `last_error` kept, then parked (`parked_at`) for staff rather than tried forever.
 */
export class OutboxDelivery1763800002800 implements MigrationInterface {
  name = 'OutboxDelivery1763800002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbox
        ADD COLUMN done_at timestamptz,
        ADD COLUMN failed_at timestamptz,
        ADD COLUMN checked_at timestamptz,
        ADD COLUMN parked_at timestamptz`);
    // rows sent before this migration ran are taken as done: their jobs ran under the old rules
    await q.query(`UPDATE outbox SET done_at = published_at WHERE published_at IS NOT NULL`);
    await q.query(`DROP INDEX outbox_unpublished_idx`);
    await q.query(
      `CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL AND parked_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX outbox_undone_idx ON outbox (published_at) WHERE published_at IS NOT NULL AND done_at IS NULL`,
    );
    await q.query(`CREATE INDEX outbox_parked_idx ON outbox (parked_at) WHERE parked_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_parked_idx`);
    await q.query(`DROP INDEX outbox_undone_idx`);
    await q.query(`DROP INDEX outbox_unpublished_idx`);
    await q.query(`CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL`);
    await q.query(
      `ALTER TABLE outbox DROP COLUMN done_at, DROP COLUMN failed_at, DROP COLUMN checked_at, DROP COLUMN parked_at`,
    );
  }
}
