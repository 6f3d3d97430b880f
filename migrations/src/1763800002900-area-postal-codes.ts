import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A district's postal code, where J&T's own area list gives one: the checkout suggests it when the
 * shopper picks the district. Records made up from idn-area-data have none (it holds no postal codes).
 */
export class AreaPostalCodes1763800002900 implements MigrationInterface {
  name = 'AreaPostalCodes1763800002900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jnt_areas ADD COLUMN postal_code varchar(5)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jnt_areas DROP COLUMN postal_code`);
  }
}
