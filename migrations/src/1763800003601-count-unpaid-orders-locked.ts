import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A checkout takes its account's checkout lock and counts the account's orders waiting for
 * payment in one call: the lock first, then the count with a snapshot taken after the lock was
 * granted (a VOLATILE function takes a fresh one for each query it runs), so a checkout of the
 * same account that went first is counted. Which facts end the wait is the caller's to say.
 */
export class CountUnpaidOrdersLocked1763800003601 implements MigrationInterface {
  name = 'CountUnpaidOrdersLocked1763800003601';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION count_unpaid_orders_locked(p_lock integer, p_user_id integer, p_ends text[])
      RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(p_lock, p_user_id);
        RETURN (SELECT count(*)::int FROM events placed
          WHERE placed.event_type = 'OrderPlaced' AND (placed.data->>'userId') = p_user_id::text
            AND NOT EXISTS (
              SELECT 1 FROM events later WHERE later.stream_id = placed.stream_id AND later.event_type = ANY(p_ends)));
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION count_unpaid_orders_locked(integer, integer, text[])`);
  }
}
