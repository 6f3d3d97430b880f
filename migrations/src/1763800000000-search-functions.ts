import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search folds case and accents ("Kalung Élégance" finds "kalung elegance") and matches inside
 * words through trigram indexes. unaccent() is only STABLE, so it is wrapped in an IMMUTABLE
 * function with the dictionary named explicitly, which is what lets generated columns and
 * indexes use it.
 */
export class SearchFunctions1763800000000 implements MigrationInterface {
  name = 'SearchFunctions1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`
      CREATE FUNCTION kilau_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION kilau_fold(text)`);
  }
}
