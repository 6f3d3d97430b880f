import type { MigrationInterface, QueryRunner } from 'typeorm';

import { CountUnpaidOrders1763800004400 } from './1763800004400-count-unpaid-orders.js';

/**
 * The counts of an account's unpaid orders from the log itself (1763800003601, 1763800004400) and
 * the partial index they read, `events_orders_by_user_idx`: since `unpaid_orders` (1763800004500)
 * the checkout reads that table, and the release before this one no longer calls them, so a
 * rollout (this migration first, then the new processes) leaves nothing that does. The index was
 * still written by every checkout's `OrderPlaced`. The way down puts back the index and the two
 * functions as 1763800004400 left them.
 */
export class UnpaidCountsDropped1763800004900 implements MigrationInterface {
  name = 'UnpaidCountsDropped1763800004900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION count_unpaid_orders_locked(integer, integer, text[])`);
    await q.query(`DROP FUNCTION count_unpaid_orders(integer, text[])`);
    await q.query(`DROP INDEX events_orders_by_user_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX events_orders_by_user_idx ON events ((data->>'userId')) WHERE event_type = 'OrderPlaced'`,
    );
    // makes count_unpaid_orders, and the locked count (CREATE OR REPLACE) that calls it
    await new CountUnpaidOrders1763800004400().up(q);
  }
}
