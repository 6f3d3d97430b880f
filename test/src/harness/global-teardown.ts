/**
 * Jest globalTeardown: drops this run's template and any test database a crashed suite left,
 * deletes this run's Redis keys when the Redis is shared (TEST_REDIS_URL), and stops what
 * global-setup.ts started. Imports packages only, for the reason given there.
 */
import { deleteRedisKeys, pgQuery, quoteIdentifier } from '@kilau/local-stack';

import type { HarnessState } from './global-setup.js';

export default async function teardown(): Promise<void> {
  const state = (globalThis as { kilauHarness?: HarnessState }).kilauHarness;
  if (!state) return;
  try {
    const leftovers = await pgQuery<{ datname: string }>(
      state.serverUrl,
      `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)`,
      [state.template, `kilau_test_${state.runId}_`],
    );
    for (const { datname } of leftovers) {
      await pgQuery(state.serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
    }
    if (!state.ownsRedis) await deleteRedisKeys(state.redisUrl, `kilau_test_${state.runId}_*`);
  } finally {
    await state.stop();
  }
}
