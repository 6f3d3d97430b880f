import { pgQuery, redisCommand } from '@kilau/local-stack';

import { createTestDatabase, type TestDatabase } from './database.js';
import { deleteTestRedisKeys, testRedis } from './redis.js';
import { waitUntil } from './wait.js';

const count = async (url: string) =>
  (await pgQuery<{ n: number }>(url, 'SELECT count(*)::int AS n FROM products'))[0]?.n;

describe('test harness: databases', () => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });

  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('gives each call its own migrated, empty database', async () => {
    expect(first.url).not.toBe(second.url);
    expect(await count(first.url)).toBe(0);
    expect(await count(second.url)).toBe(0);
  });

  it('keeps what one suite writes out of the other', async () => {
    await pgQuery(
      first.url,
      `INSERT INTO products (name, price, label, category) VALUES ('Kalung Élégance', 250000, 'gold', 'necklace')`,
    );
    expect(await count(first.url)).toBe(1);
    expect(await count(second.url)).toBe(0);
  });

  it('drops the database, even with a connection still open', async () => {
    const third = await createTestDatabase();
    const exists = async () =>
      (await pgQuery(first.url, 'SELECT 1 FROM pg_database WHERE datname = $1', [third.name])).length === 1;
    expect(await exists()).toBe(true);
    const busy = pgQuery(third.url, 'SELECT pg_sleep(30)').catch((error: unknown) => error);
    await waitUntil(
      async () =>
        (await pgQuery(first.url, 'SELECT 1 FROM pg_stat_activity WHERE datname = $1', [third.name])).length > 0,
      { what: 'a session on the third database' },
    );
    await third.drop();
    expect(await exists()).toBe(false);
    expect(await busy).toBeInstanceOf(Error);
  });
});

describe('test harness: redis', () => {
  it('hands out distinct prefixes on a reachable Redis', async () => {
    const one = testRedis();
    const two = testRedis();
    expect(one.prefix).not.toBe(two.prefix);
    expect(await redisCommand(one.url, 'PING')).toBe('PONG');

    await redisCommand(one.url, 'SET', `${one.prefix}:greeting`, 'selamat pagi');
    await redisCommand(two.url, 'SET', `${two.prefix}:greeting`, 'selamat malam');
    expect(await redisCommand(one.url, 'GET', `${one.prefix}:greeting`)).toBe('selamat pagi');
    expect(await redisCommand(two.url, 'GET', `${two.prefix}:greeting`)).toBe('selamat malam');

    expect(await deleteTestRedisKeys(one)).toBe(1);
    expect(await redisCommand(one.url, 'GET', `${one.prefix}:greeting`)).toBeNull();
    expect(await redisCommand(two.url, 'GET', `${two.prefix}:greeting`)).toBe('selamat malam');
    await deleteTestRedisKeys(two);
  });
});
