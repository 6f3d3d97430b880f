import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The count of an account's orders waiting for payment, as 1763800003601 wrote it inside the locked count. */
const COUNT = `SELECT count(*)::int FROM events placed
          WHERE placed.event_type = 'OrderPlaced' AND (placed.data->>'userId') = p_user_id::text
            AND NOT EXISTS (
              SELECT 1 FROM events later WHERE later.stream_id = placed.stream_id AND later.event_type = ANY(p_ends))`;

/**
 * An account's orders waiting for payment counted in one place: `count_unpaid_orders` (a plpgsql
 * function, so each connection plans its query once), called by a checkout's read and by
 * `count_unpaid_orders_locked` after its lock. The checkout's read wrote the same count again as
 * SQL of its own; two copies of the rule could drift, and the guard would then refuse every
 * checkout its read let through, or let through what it refused. The locked count's body is the
 * lock and a call, which, evaluated in its VOLATILE function, still takes a snapshot after the
 * lock was granted.
 */
export class CountUnpaidOrders1763800004400 implements MigrationInterface {
  name = 'CountUnpaidOrders1763800004400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION count_unpaid_orders(p_user_id integer, p_ends text[])
      RETURNS integer LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (${COUNT});
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION count_unpaid_orders_locked(p_lock integer, p_user_id integer, p_ends text[])
      RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(p_lock, p_user_id);
        RETURN count_unpaid_orders(p_user_id, p_ends);
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION count_unpaid_orders_locked(p_lock integer, p_user_id integer, p_ends text[])
      RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(p_lock, p_user_id);
        RETURN (${COUNT});
      END $$`);
    await q.query(`DROP FUNCTION count_unpaid_orders(integer, text[])`);
  }
}
