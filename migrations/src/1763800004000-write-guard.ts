import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A guarded write (a checkout's one statement) checks its guards in order and raises
 * SQLSTATE KL409 naming the first that does not hold, so the whole statement writes nothing; the
 * writer reads again and decides again. Its reasons are for logs and tests, never for a customer.
 */
export class WriteGuard1763800004000 implements MigrationInterface {
  name = 'WriteGuard1763800004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION write_guard(p_holds boolean[], p_reasons text[])
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        FOR i IN 1 .. coalesce(array_length(p_holds, 1), 0) LOOP
          IF p_holds[i] IS NOT TRUE THEN
            RAISE EXCEPTION 'guard failed: %', p_reasons[i] USING ERRCODE = 'KL409';
          END IF;
        END LOOP;
        RETURN true;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION write_guard(boolean[], text[])`);
  }
}
