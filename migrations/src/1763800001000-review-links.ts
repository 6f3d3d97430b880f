import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews by e-mailed link (order-side seed §2 'Review page'): one link per finished order, kept
 * as the sha256 of its token only. The link also keeps what the review needs from the order (who,
 * and which products, charms and gift sets it held), so spending it is one guarded update.
 */
export class ReviewLinks1763800001000 implements MigrationInterface {
  name = 'ReviewLinks1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE review_links (
        order_id bigint PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        email varchar(254) NOT NULL,
        user_name varchar(150) NOT NULL,
        product_ids integer[] NOT NULL DEFAULT '{}',
        charm_ids integer[] NOT NULL DEFAULT '{}',
        gift_set_ids integer[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        review_id integer UNIQUE REFERENCES reviews (id) ON DELETE SET NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE review_links`);
  }
}
