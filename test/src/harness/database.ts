import { randomBytes } from 'node:crypto';

import { databaseUrl, pgQuery, quoteIdentifier } from '@kilau/local-stack';

export interface TestDatabase {
  /** postgres:// URL of this suite's own database. */
  url: string;
  name: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A fresh, fully migrated database of its own for one suite: a copy of the run's template
 * (made once by global-setup.ts), so suites run in parallel without a migration run each and
 * never see each other's rows. Drop it in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { serverUrl, template, runId } = harnessEnv();
  const name = `kilau_test_${runId}_${randomBytes(6).toString('hex')}`;
  await pgQuery(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: async () => void (await pgQuery(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`)),
  };
}

/** The server global-setup.ts provided; set in every jest worker. */
export function harnessEnv(): { serverUrl: string; template: string; redisUrl: string; runId: string } {
  const { KILAU_TEST_PG_URL, KILAU_TEST_PG_TEMPLATE, KILAU_TEST_REDIS_URL, KILAU_TEST_RUN_ID } = process.env;
  if (!KILAU_TEST_PG_URL || !KILAU_TEST_PG_TEMPLATE || !KILAU_TEST_REDIS_URL || !KILAU_TEST_RUN_ID) {
    throw new Error('The test harness is not set up: run the tests through jest with the repository jest.config.js');
  }
  return {
    serverUrl: KILAU_TEST_PG_URL,
    template: KILAU_TEST_PG_TEMPLATE,
    redisUrl: KILAU_TEST_REDIS_URL,
    runId: KILAU_TEST_RUN_ID,
  };
}
