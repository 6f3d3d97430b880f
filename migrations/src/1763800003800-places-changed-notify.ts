import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose reads every checkout and fee question makes, and the channel each notifies. */
const NOTIFYING = [
  ['jnt_areas', 'areas_changed'],
  ['shop_settings', 'shop_settings_changed'],
] as const;

/**
 * A write to J&T's area codes or to the Shop settings notifies its channel from inside its own
 * transaction, whoever makes it (the console, an import, a script): PostgreSQL delivers the
 * notification to every listening process when the transaction commits and drops it when it rolls
 * back, so each process forgets the area codes and settings it kept at once.
 */
export class PlacesChangedNotify1763800003800 implements MigrationInterface {
  name = 'PlacesChangedNotify1763800003800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], '');
        RETURN NULL;
      END $$`);
    for (const [table, channel] of NOTIFYING)
      await q.query(
        `CREATE TRIGGER ${channel} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION table_changed('${channel}')`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, channel] of NOTIFYING) await q.query(`DROP TRIGGER ${channel} ON ${table}`);
    await q.query(`DROP FUNCTION table_changed()`);
  }
}
