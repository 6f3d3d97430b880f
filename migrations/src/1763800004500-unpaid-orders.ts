import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The facts that end an order's wait for payment: the shop's UNPAID_ORDER_ENDS
 * (`services/shop/src/ordering/commands/place-order/unpaid-orders.ts`), which
 * `unpaid-orders-table.int.spec.ts` holds this list to, event type by event type.
 */
const ENDS = `'PaymentSettled', 'OrderCancelled'`;

/**
 * The orders waiting for payment kept as a table beside the log, so a checkout counts an account's
 * open orders, not every order it ever placed: `count_unpaid_orders` scanned each of the account's
 * `OrderPlaced` events and probed its stream for an end, 6.2 ms of the server's CPU for an account
 * of 1,000 orders (twice a checkout, the second under the account's lock), against 0.14 ms for one
 * of five. A trigger on the log writes the table in the appending transaction: an `OrderPlaced`
 * adds its order, an end removes it, so the table is never behind the log, whoever appends (a
 * checkout, a payment, a cancellation, an import of the log). The log refuses updates, deletes and
 * truncation, so nothing else can leave it stale. The account is the text of the event's
 * `userId`, as the count compared it.
 *
 * The counts of 1763800004400 stay for processes of the release before, which pass the ends
 * themselves; this release calls `unpaid_orders_of` and `unpaid_orders_of_locked`.
 */
export class UnpaidOrders1763800004500 implements MigrationInterface {
  name = 'UnpaidOrders1763800004500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE unpaid_orders (
        stream_id varchar(200) PRIMARY KEY,
        user_id text NOT NULL
      )`);
    await q.query(`CREATE INDEX unpaid_orders_user_idx ON unpaid_orders (user_id)`);
    await q.query(`
      CREATE FUNCTION keep_unpaid_orders() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`
      CREATE TRIGGER events_keep_unpaid_orders AFTER INSERT ON events
      FOR EACH ROW WHEN (NEW.event_type IN ('OrderPlaced', ${ENDS}))
      EXECUTE FUNCTION keep_unpaid_orders()`);
    // the orders the log already holds: the trigger's creation locked out appends until this
    // migration's transaction commits, so no order falls between this and the trigger
    await q.query(`
      INSERT INTO unpaid_orders (stream_id, user_id)
      SELECT placed.stream_id, placed.data->>'userId' FROM events placed
      WHERE placed.event_type = 'OrderPlaced' AND placed.data->>'userId' IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM events later WHERE later.stream_id = placed.stream_id AND later.event_type IN (${ENDS}))`);
    await q.query(`
      CREATE FUNCTION unpaid_orders_of(p_user_id integer) RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT count(*)::int FROM unpaid_orders WHERE user_id = p_user_id::text
      $$`);
    // the count in one place, as 1763800004400 has it: called by a plpgsql statement of its own,
    // which takes its snapshot after the lock was granted
    await q.query(`
      CREATE FUNCTION unpaid_orders_of_locked(p_lock integer, p_user_id integer)
      RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(p_lock, p_user_id);
        RETURN unpaid_orders_of(p_user_id);
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION unpaid_orders_of_locked(integer, integer)`);
    await q.query(`DROP FUNCTION unpaid_orders_of(integer)`);
    await q.query(`DROP TRIGGER events_keep_unpaid_orders ON events`);
    await q.query(`DROP FUNCTION keep_unpaid_orders()`);
    await q.query(`DROP TABLE unpaid_orders`);
  }
}
