import { randomBytes } from 'node:crypto';

import { DataSource } from 'typeorm';

import { databaseUrl, pgQuery, quoteIdentifier } from '@kilau/local-stack';
import { harnessEnv } from '@kilau/test';

import { migrations, revertMigration, runMigrations } from './index.js';

/**
 * The schema as PostgreSQL describes it, one sorted line per column, index, constraint, function,
 * trigger and sequence of the public schema: what must come back the same after a way down and up.
 * Extension-owned functions (pg_trgm's, unaccent's) are left out: the migrations keep extensions.
 */
const SCHEMA_DUMP = `
  SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', '')
    || coalesce(' ' || numeric_precision || ',' || numeric_scale, '') || ' null=' || is_nullable
    || coalesce(' default ' || column_default, '') || coalesce(' generated ' || generation_expression, '') AS line
  FROM information_schema.columns WHERE table_schema = 'public'
  UNION ALL
  SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL
  SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL
  SELECT 'function ' || pg_get_functiondef(p.oid) FROM pg_proc p
  WHERE p.pronamespace = 'public'::regnamespace
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL
  SELECT 'sequence ' || sequence_name || ' ' || data_type FROM information_schema.sequences WHERE sequence_schema = 'public'
  ORDER BY 1`;

describe('the migrations, up, all the way down and up again', () => {
  const name = `kilau_test_${harnessEnv().runId}_migrations_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(harnessEnv().serverUrl, name);
  const dump = async () => (await pgQuery<{ line: string }>(url, SCHEMA_DUMP)).map((row) => row.line);

  beforeAll(() => pgQuery(harnessEnv().serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}`));
  afterAll(() => pgQuery(harnessEnv().serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));

  /** One step up: the first `count` migrations, as a shop that had deployed only those would run them. */
  const upTo = async (count: number) => {
    const dataSource = new DataSource({
      type: 'postgres',
      url,
      migrations: migrations.slice(0, count),
      logging: ['error'],
    });
    await dataSource.initialize();
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await dataSource.destroy();
    }
  };

  it('leaves, at every step of the second way up, the schema the first left there', async () => {
    const applied = await runMigrations(url);
    expect(applied).toEqual(migrations.map((migration) => new migration().name));
    const schemaAt: string[][] = [];
    schemaAt[migrations.length] = await dump();
    expect(schemaAt[migrations.length]!.some((line) => line.startsWith('column events.event_id'))).toBe(true);

    const reverted: string[] = [];
    for (let step = migrations.length - 1; step >= 0; step--) {
      reverted.push((await revertMigration(url))!);
      schemaAt[step] = await dump();
    }
    expect(reverted).toEqual([...applied].reverse());
    expect(await revertMigration(url)).toBeUndefined();
    // all the way down: nothing is left but TypeORM's record of migrations
    expect(schemaAt[0]!.filter((line) => !/\bmigrations(_id_seq)?\b/.test(line))).toEqual([]);

    // a down that leaves a column or index behind shows at its step, even where a later down would sweep it away
    for (let step = 1; step <= migrations.length; step++) {
      expect(await upTo(step)).toEqual([applied[step - 1]]);
      expect({ step: applied[step - 1], schema: await dump() }).toEqual({
        step: applied[step - 1],
        schema: schemaAt[step],
      });
    }
  }, 120_000);
});
