import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order waiting for payment with its payment deadline, so the worker's sweep finds the
 * orders past it from this table (an index range) instead of from a read model, and the unpaid-order
 * rule needs no delayed job an order. The trigger of 1763800004500 now also keeps the orders of no
 * account (none placed through the shop, but an imported log may hold them): the sweep must see
 * every unpaid order, and the account counts compare `user_id`, which such a row leaves NULL.
 */
export class UnpaidOrdersDeadline1763800004600 implements MigrationInterface {
  name = 'UnpaidOrdersDeadline1763800004600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE unpaid_orders ADD COLUMN payment_deadline timestamptz, ALTER COLUMN user_id DROP NOT NULL`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION keep_unpaid_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.event_type = 'OrderPlaced' THEN
          INSERT INTO unpaid_orders (stream_id, user_id, payment_deadline)
          VALUES (NEW.stream_id, NEW.data->>'userId', (NEW.data->>'paymentDeadline')::timestamptz);
        ELSE
          DELETE FROM unpaid_orders WHERE stream_id = NEW.stream_id;
        END IF;
        RETURN NULL;
      END $$`);
    // the rows already there, and the orders of no account they left out; replacing the function
    // locked out appends until this transaction commits, so no order falls between
    await q.query(`
      UPDATE unpaid_orders u SET payment_deadline = (placed.data->>'paymentDeadline')::timestamptz
      FROM events placed WHERE placed.stream_id = u.stream_id AND placed.event_type = 'OrderPlaced'`);
    await q.query(`
      INSERT INTO unpaid_orders (stream_id, user_id, payment_deadline)
      SELECT placed.stream_id, NULL, (placed.data->>'paymentDeadline')::timestamptz FROM events placed
      WHERE placed.event_type = 'OrderPlaced' AND placed.data->>'userId' IS NULL
        AND NOT EXISTS (SELECT 1 FROM events later WHERE later.stream_id = placed.stream_id
                          AND later.event_type IN ('PaymentSettled', 'OrderCancelled'))`);
    await q.query(`CREATE INDEX unpaid_orders_deadline_idx ON unpaid_orders (payment_deadline)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX unpaid_orders_deadline_idx`);
    await q.query(`DELETE FROM unpaid_orders WHERE user_id IS NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION keep_unpaid_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.event_type = 'OrderPlaced' THEN
          IF NEW.data->>'userId' IS NOT NULL THEN
            INSERT INTO unpaid_orders (stream_id, user_id) VALUES (NEW.stream_id, NEW.data->>'userId');
          END IF;
        ELSE
          DELETE FROM unpaid_orders WHERE stream_id = NEW.stream_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`ALTER TABLE unpaid_orders DROP COLUMN payment_deadline, ALTER COLUMN user_id SET NOT NULL`);
  }
}
