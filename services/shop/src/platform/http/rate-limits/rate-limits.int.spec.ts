import { deleteTestRedisKeys, type TestRedis, testRedis } from '@kilau/test';

import type { ShopConfig } from '../../config/shop-config.js';
import { type Limiter, RateLimits } from './rate-limits.js';

/**
 * Two budgets spent in one round trip count exactly as the two spent one after the other: the
 * first that is spent refuses, with its own words and wait, and the budgets after it lose nothing.
 */
describe('budgets spent in turn (real Redis)', () => {
  let redis: TestRedis;
  let limits: RateLimits;
  let perClient: Limiter;
  let perUser: Limiter;

  beforeAll(async () => {
    redis = testRedis();
    const config = { redisUrl: redis.url, redisSentinels: [], redisSentinelName: '', redisPrefix: redis.prefix };
    limits = new RateLimits(config as unknown as ShopConfig);
    perClient = limits.limiter({ name: 'spend-client', points: 3, durationSeconds: 60 });
    perUser = limits.limiter({ name: 'spend-user', points: 2, durationSeconds: 60 });
    // the limiter's connection is up before the first spend, as in a running shop
    for (let i = 0; i < 100 && (limits as unknown as { redis: { status: string } }).redis.status !== 'ready'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    await limits?.onApplicationShutdown();
    if (redis) await deleteTestRedisKeys(redis);
  });

  const spend = (client: string, user: string) =>
    limits.consumeInTurn([
      { limiter: perClient, key: client, reason: 'Too many from this connection' },
      { limiter: perUser, key: user, reason: 'Too many from this account' },
    ]);
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => undefined,
      (error: Error & { extra?: { retryAfterSeconds?: number } }) => ({
        message: error.message,
        wait: error.extra?.retryAfterSeconds,
      }),
    );

  it('refuses with the account budget once it is spent, the address having paid its use', async () => {
    await spend('10.0.0.1', 'ani');
    await spend('10.0.0.1', 'ani');
    expect(await refusal(spend('10.0.0.1', 'ani'))).toEqual({
      message: expect.stringMatching(/^Too many from this account\. Try again in /),
      wait: expect.any(Number),
    });
    // the address spent its three uses on those tries: the next is refused by it, whoever asks
    expect(await refusal(spend('10.0.0.1', 'budi'))).toMatchObject({
      message: expect.stringMatching(/^Too many from this connection\./),
    });
  });

  it('spends nothing of the account when the address refuses', async () => {
    for (const user of ['c1', 'c2', 'c3']) await spend('10.0.0.2', user);
    expect(await refusal(spend('10.0.0.2', 'dewi'))).toMatchObject({ message: expect.stringMatching(/connection/) });
    // dewi's two uses are still whole
    await spend('10.0.0.3', 'dewi');
    await spend('10.0.0.4', 'dewi');
    expect(await refusal(spend('10.0.0.5', 'dewi'))).toMatchObject({ message: expect.stringMatching(/account/) });
  });

  it('counts in the same keys as spending one budget at a time', async () => {
    await perUser.consume('eka', 'Too many from this account');
    await spend('10.0.0.6', 'eka');
    await expect(perUser.consume('eka', 'Too many from this account')).rejects.toThrow(/account/);
  });
});
