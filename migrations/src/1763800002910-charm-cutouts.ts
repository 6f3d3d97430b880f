import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A charm's cut-out picture: the charm alone on a transparent background, which the charm builder's
 * preview hangs on the chain (a photo's backdrop would cover the chain and the charms beside it).
 */
export class CharmCutouts1763800002910 implements MigrationInterface {
  name = 'CharmCutouts1763800002910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE charms ADD COLUMN cutout_image varchar(500) NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE charms DROP COLUMN cutout_image`);
  }
}
