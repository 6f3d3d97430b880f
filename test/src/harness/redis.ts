import { randomBytes } from 'node:crypto';

import { deleteRedisKeys } from '@kilau/local-stack';

import { harnessEnv } from './database.js';

export interface TestRedis {
  url: string;
  /** Give it to BullMQ as `prefix` (and to the shop as REDIS_PREFIX); its keys are `<prefix>:...`. */
  prefix: string;
}

/**
 * The run's Redis and a key prefix no other call gets, so suites sharing one Redis never see
 * each other's queues or rate limits. Clean up with {@link deleteTestRedisKeys}.
 */
export function testRedis(): TestRedis {
  const { redisUrl, runId } = harnessEnv();
  return { url: redisUrl, prefix: `kilau_test_${runId}_${randomBytes(6).toString('hex')}` };
}

/** Deletes every key under `redis.prefix` and answers how many there were. */
export function deleteTestRedisKeys(redis: TestRedis): Promise<number> {
  return deleteRedisKeys(redis.url, `${redis.prefix}:*`);
}
