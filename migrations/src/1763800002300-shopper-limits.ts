import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the limits on one shopper read. A checkout counts the account's orders still waiting for
 * payment from the log itself (a read model may trail it): a partial index holds exactly the
 * `OrderPlaced` events by the account that placed them. The tariff checks a district name against
 * the area codes; reconciliation pages through the orders waiting for payment by id. A kept quote
 * keeps J&T's whole answer, so a repeated 'Check Shipping Fee' is answered from it.
 */
export class ShopperLimits1763800002300 implements MigrationInterface {
  name = 'ShopperLimits1763800002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX events_orders_by_user_idx ON events ((data->>'userId')) WHERE event_type = 'OrderPlaced'`,
    );
    await q.query(`CREATE INDEX jnt_areas_district_idx ON jnt_areas (upper(kecamatan_jnt))`);
    await q.query(
      `CREATE INDEX order_summaries_pending_idx ON order_summaries (order_id) WHERE fulfillment_status = 'pending'`,
    );
    await q.query(`ALTER TABLE shipping_quotes ADD COLUMN answer jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shipping_quotes DROP COLUMN answer`);
    await q.query(`DROP INDEX order_summaries_pending_idx`);
    await q.query(`DROP INDEX jnt_areas_district_idx`);
    await q.query(`DROP INDEX events_orders_by_user_idx`);
  }
}
