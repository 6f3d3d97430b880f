import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue: products, charms, gift sets and what links them. Money is whole rupiah in
 * integer columns; discount percents may carry two decimals (the console steps by 0.01).
 */
export class Catalogue1763800000100 implements MigrationInterface {
  name = 'Catalogue1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        price integer NOT NULL CHECK (price >= 0),
        discount numeric(5,2) NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
        label varchar(20) NOT NULL CHECK (label IN ('gold', 'silver', 'rose_gold')),
        category varchar(20) NOT NULL
          CHECK (category IN ('necklace', 'bracelet', 'earring', 'ring', 'anklet', 'jewel_set')),
        rating numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        sold_stok integer NOT NULL DEFAULT 0 CHECK (sold_stok >= 0),
        description text NOT NULL DEFAULT '',
        details text NOT NULL DEFAULT '',
        images jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(images) = 'array'),
        charms boolean NOT NULL DEFAULT false,
        is_charm_spreadable boolean NOT NULL DEFAULT false,
        is_charm_max3 boolean NOT NULL DEFAULT false,
        is_charm_max5 boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_text text GENERATED ALWAYS AS (kilau_fold(name)) STORED
      )`);
    await q.query(`CREATE INDEX products_category_idx ON products (category, id)`);
    await q.query(`CREATE INDEX products_label_idx ON products (label)`);
    await q.query(`CREATE INDEX products_created_idx ON products (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX products_sold_idx ON products (sold_stok DESC, id)`);
    await q.query(`CREATE INDEX products_price_idx ON products (price, id)`);
    await q.query(`CREATE INDEX products_search_idx ON products USING gin (search_text gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE charms (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        price integer NOT NULL CHECK (price >= 0),
        discount numeric(5,2) NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
        rating numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        image varchar(500) NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        category varchar(20) NOT NULL CHECK (category IN
          ('alphabet', 'birthstone', 'birthstone_mini', 'birth_flower', 'number', 'special', 'zodiac')),
        label varchar(20) NOT NULL CHECK (label IN ('gold', 'silver', 'rose_gold', 'other')),
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        sold_stok integer NOT NULL DEFAULT 0 CHECK (sold_stok >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_text text GENERATED ALWAYS AS (kilau_fold(name)) STORED
      )`);
    await q.query(`CREATE INDEX charms_category_idx ON charms (category, id)`);
    await q.query(`CREATE INDEX charms_label_idx ON charms (label)`);
    await q.query(`CREATE INDEX charms_created_idx ON charms (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX charms_sold_idx ON charms (sold_stok DESC, id)`);
    await q.query(`CREATE INDEX charms_search_idx ON charms USING gin (search_text gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE product_charms (
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        charm_id integer NOT NULL REFERENCES charms (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, charm_id)
      )`);
    await q.query(`CREATE INDEX product_charms_charm_idx ON product_charms (charm_id)`);

    await q.query(`
      CREATE TABLE jewel_set_products (
        jewel_set_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        PRIMARY KEY (jewel_set_id, product_id),
        CHECK (jewel_set_id <> product_id)
      )`);
    await q.query(`CREATE INDEX jewel_set_products_product_idx ON jewel_set_products (product_id)`);

    await q.query(`
      CREATE TABLE gift_sets (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        price integer NOT NULL CHECK (price >= 0),
        discount numeric(5,2) NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
        label varchar(20) NOT NULL DEFAULT ''
          CHECK (label IN ('', 'forUs', 'forHim', 'forHer', 'monthlySpecial')),
        rating numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        sold_stok integer NOT NULL DEFAULT 0 CHECK (sold_stok >= 0),
        is_monthly_special boolean NOT NULL DEFAULT false,
        description text NOT NULL DEFAULT '',
        image varchar(500) NOT NULL DEFAULT '',
        images jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(images) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_text text GENERATED ALWAYS AS (kilau_fold(name)) STORED
      )`);
    await q.query(`CREATE INDEX gift_sets_label_idx ON gift_sets (lower(label), created_at DESC)`);
    await q.query(`CREATE INDEX gift_sets_created_idx ON gift_sets (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX gift_sets_search_idx ON gift_sets USING gin (search_text gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE gift_set_products (
        gift_set_id integer NOT NULL REFERENCES gift_sets (id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        PRIMARY KEY (gift_set_id, product_id)
      )`);
    await q.query(`CREATE INDEX gift_set_products_product_idx ON gift_set_products (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'gift_set_products',
      'gift_sets',
      'jewel_set_products',
      'product_charms',
      'charms',
      'products',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
