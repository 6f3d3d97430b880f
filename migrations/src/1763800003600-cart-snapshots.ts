import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cart's lines as of a version of its stream, written in the statement that appends to it: a
 * cart command or checkout reads the snapshot and only the events after it, instead of folding
 * every add and change the cart ever had. The stream stays the truth: a missing or older snapshot
 * only means more events to fold, so the table can be emptied at any time.
 */
export class CartSnapshots1763800003600 implements MigrationInterface {
  name = 'CartSnapshots1763800003600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cart_snapshots (
        user_id integer PRIMARY KEY,
        version integer NOT NULL,
        items jsonb NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_snapshots`);
  }
}
