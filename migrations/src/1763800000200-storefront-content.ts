import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the storefront shows around the catalogue: campaigns, banners, gallery, videos, reviews. */
export class StorefrontContent1763800000200 implements MigrationInterface {
  name = 'StorefrontContent1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discount_campaigns (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_time > start_time)
      )`);
    await q.query(`CREATE INDEX discount_campaigns_end_idx ON discount_campaigns (end_time DESC)`);
    await q.query(`
      CREATE TABLE discount_campaign_items (
        id serial PRIMARY KEY,
        campaign_id integer NOT NULL REFERENCES discount_campaigns (id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        discount_type varchar(10) NOT NULL CHECK (discount_type IN ('percent', 'amount')),
        discount_value integer NOT NULL CHECK (discount_value >= 0),
        UNIQUE (campaign_id, product_id),
        CHECK (discount_type <> 'percent' OR discount_value <= 100)
      )`);
    await q.query(`CREATE INDEX discount_campaign_items_product_idx ON discount_campaign_items (product_id)`);

    await q.query(`
      CREATE TABLE page_banners (
        id serial PRIMARY KEY,
        page varchar(40) NOT NULL UNIQUE,
        image_url varchar(500) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE photo_gallery (
        id serial PRIMARY KEY,
        image varchar(500) NOT NULL,
        alt_text varchar(300) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE videos (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL DEFAULT '',
        video_file varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        user_name varchar(150) NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        review_text text NOT NULL CHECK (btrim(review_text) <> ''),
        image varchar(500),
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reviews_rating_idx ON reviews (rating DESC, uploaded_at ASC)`);
    for (const [table, column, target] of [
      ['review_products', 'product_id', 'products'],
      ['review_charms', 'charm_id', 'charms'],
      ['review_gift_sets', 'gift_set_id', 'gift_sets'],
    ] as const) {
      await q.query(`
        CREATE TABLE ${table} (
          review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
          ${column} integer NOT NULL REFERENCES ${target} (id) ON DELETE CASCADE,
          PRIMARY KEY (review_id, ${column})
        )`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'review_gift_sets',
      'review_charms',
      'review_products',
      'reviews',
      'videos',
      'photo_gallery',
      'page_banners',
      'discount_campaign_items',
      'discount_campaigns',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
