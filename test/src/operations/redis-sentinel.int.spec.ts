import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, type PrivateRedis, redisCommand, startPrivateRedis, stopChild, waitUntil } from '@kilau/local-stack';

import { logIn, type ShopUnderTest, startShop } from '../shop-app.js';

/** A Redis Sentinel (redis-server in sentinel mode) watching one primary as `kilau-main`. */
async function sentinelFor(primaryPort: number) {
  const dir = await mkdtemp(join(tmpdir(), 'kilau-sentinel-'));
  const port = await freePort();
  const conf = join(dir, 'sentinel.conf');
  await writeFile(
    conf,
    [`port ${port}`, 'bind 127.0.0.1', `sentinel monitor kilau-main 127.0.0.1 ${primaryPort} 1`, ''].join('\n'),
  );
  const child = spawn('redis-server', [conf, '--sentinel'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  await waitUntil(
    async () =>
      JSON.stringify(
        await redisCommand(url, 'SENTINEL', 'get-master-addr-by-name', 'kilau-main').catch(() => null),
      ).includes(String(primaryPort)),
    { what: 'the sentinel to know its primary', timeoutMs: 15_000 },
  );
  return {
    port,
    async stop() {
      await stopChild(child, 'SIGTERM', 5_000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * REDIS_SENTINELS: the shop finds its Redis by asking Sentinel for the primary, for every
 * connection it has (its own, the rate limits', the queues'): a login code is mailed through the
 * queue although REDIS_URL's own host answers nothing.
 */
describe('Redis behind Sentinel', () => {
  let primary: PrivateRedis;
  let sentinel: Awaited<ReturnType<typeof sentinelFor>>;
  let shop: ShopUnderTest;

  beforeAll(async () => {
    primary = await startPrivateRedis();
    sentinel = await sentinelFor(Number(new URL(primary.url).port));
    shop = await startShop({
      // nothing listens here: every connection must come through the Sentinel
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      redisSentinels: [{ host: '127.0.0.1', port: sentinel.port }],
      redisSentinelName: 'kilau-main',
    });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await sentinel?.stop();
    await primary?.stop();
  });

  it('mails a login code through the queue on the primary Sentinel names', async () => {
    const session = await logIn(shop, 'sentinel@example.com');
    expect(session.access).toEqual(expect.any(String));
    const keys = (await redisCommand(primary.url, 'KEYS', `${shop.config.redisPrefix}:*`)) as string[];
    expect(keys.some((key) => key.includes(':bull:login-mail:'))).toBe(true);
    const health = await shop.call('GET', '/api/health/ready');
    expect(health.status).toBe(200);
  });
});
