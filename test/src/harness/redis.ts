import { randomBytes } from 'node:crypto';

import { deleteRedisKeys, redisCommand, type RedisReply } from '@kilau/local-stack';

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

/** How each kind of Redis value is read whole. */
const READ_WHOLE: Record<string, (key: string) => (string | number)[]> = {
  string: (key) => ['GET', key],
  hash: (key) => ['HGETALL', key],
  list: (key) => ['LRANGE', key, 0, -1],
  set: (key) => ['SMEMBERS', key],
  zset: (key) => ['ZRANGE', key, 0, -1, 'WITHSCORES'],
  stream: (key) => ['XRANGE', key, '-', '+'],
};

/** Every key under `redis.prefix` with everything it holds (queues' job data included). */
export async function dumpTestRedisKeys(redis: TestRedis): Promise<Record<string, RedisReply>> {
  const dump: Record<string, RedisReply> = {};
  let cursor = '0';
  do {
    const [next, keys] = (await redisCommand(
      redis.url,
      'SCAN',
      cursor,
      'MATCH',
      `${redis.prefix}:*`,
      'COUNT',
      1000,
    )) as [string, string[]];
    for (const key of keys) {
      const type = String(await redisCommand(redis.url, 'TYPE', key));
      const read = READ_WHOLE[type];
      dump[key] = read ? await redisCommand(redis.url, ...read(key)) : `(${type})`;
    }
    cursor = next;
  } while (cursor !== '0');
  return dump;
}
