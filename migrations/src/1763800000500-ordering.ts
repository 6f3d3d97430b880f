import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts and orders live in the event log; this adds what goes with them: id sequences, the
 * checkout's idempotency keys, and the read models the projections keep (a customer's orders,
 * order tracking, the staff's orders table). Read models hold nothing the log does not: a
 * replay empties and refills them. Their nested parts are `json`, kept as written: they are
 * answered whole and never searched, and skipping jsonb's conversion makes writing them, and a
 * replay, markedly cheaper.
 */
export class Ordering1763800000500 implements MigrationInterface {
  name = 'Ordering1763800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE cart_item_ids AS integer`);
    await q.query(`CREATE SEQUENCE order_ids AS bigint`);
    await q.query(`
      CREATE TABLE checkout_requests (
        user_id integer NOT NULL REFERENCES users (id),
        idempotency_key varchar(100) NOT NULL,
        request_hash char(64) NOT NULL,
        order_id bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, idempotency_key)
      )`);

    await q.query(`
      CREATE TABLE order_summaries (
        order_id bigint PRIMARY KEY,
        user_id integer NOT NULL,
        email varchar(254) NOT NULL,
        fulfillment_status varchar(20) NOT NULL,
        payment_status varchar(20) NOT NULL,
        subtotal integer NOT NULL,
        product_discount integer NOT NULL,
        charm_discount integer NOT NULL,
        shipping_cost integer NOT NULL,
        total_price integer NOT NULL,
        shipping_address text NOT NULL,
        receiver json NOT NULL,
        items json NOT NULL,
        waybill varchar(50),
        cancel_reason text,
        placed_at timestamptz NOT NULL,
        payment_deadline timestamptz NOT NULL,
        paid_at timestamptz,
        updated_at timestamptz NOT NULL,
        last_version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX order_summaries_user_idx ON order_summaries (user_id, placed_at DESC, order_id DESC)`);

    await q.query(`
      CREATE TABLE order_tracking (
        order_id bigint PRIMARY KEY,
        user_id integer NOT NULL,
        waybill varchar(50) UNIQUE,
        status varchar(20) NOT NULL,
        history json NOT NULL,
        detail json NOT NULL,
        receiver json NOT NULL,
        updated_at timestamptz NOT NULL,
        last_version integer NOT NULL
      )`);

    await q.query(`
      CREATE TABLE admin_orders (
        order_id bigint PRIMARY KEY,
        user_id integer NOT NULL,
        user_email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        product_summary json NOT NULL,
        billcode varchar(50),
        jnt_status varchar(100),
        billcode_status varchar(30),
        fulfillment_status varchar(20) NOT NULL,
        paid boolean NOT NULL,
        payment_status varchar(20) NOT NULL,
        total_price integer NOT NULL,
        search_text text NOT NULL,
        last_version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX admin_orders_created_idx ON admin_orders (created_at DESC, order_id DESC)`);
    await q.query(`CREATE INDEX admin_orders_status_idx ON admin_orders (fulfillment_status, created_at DESC)`);
    await q.query(
      `CREATE INDEX admin_orders_search_idx ON admin_orders USING gin (kilau_fold(search_text) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['admin_orders', 'order_tracking', 'order_summaries', 'checkout_requests']) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP SEQUENCE order_ids`);
    await q.query(`DROP SEQUENCE cart_item_ids`);
  }
}
