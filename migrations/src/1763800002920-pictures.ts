import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pictures the shop keeps under MEDIA_DIR with what their variants are made from: the hash
 * of the original's bytes (in every variant's name), its format and width. A row is written when
 * a picture is uploaded or seeded; answers read it to list the variants, and /media/ to make a
 * variant the first time it is asked for.
 */
export class Pictures1763800002920 implements MigrationInterface {
  name = 'Pictures1763800002920';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pictures (
        path text PRIMARY KEY,
        hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{12}$'),
        kind text NOT NULL CHECK (kind IN ('jpg', 'png', 'webp', 'gif', 'svg')),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX pictures_hash_idx ON pictures (hash)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pictures`);
  }
}
