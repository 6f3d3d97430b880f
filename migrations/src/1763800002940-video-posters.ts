import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A video's poster frame: the still its tile shows before the clip plays, so the home carousel is
 * never a row of blank boxes and loads no clip bytes until asked. Empty when there is none.
 */
export class VideoPosters1763800002940 implements MigrationInterface {
  name = 'VideoPosters1763800002940';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE videos ADD COLUMN poster varchar(500) NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE videos DROP COLUMN poster`);
  }
}
