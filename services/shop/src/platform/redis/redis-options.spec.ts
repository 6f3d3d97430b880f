import { parseSentinels, redisOptions } from './redis-options.js';

const at = (redisUrl: string, redisSentinels: Array<{ host: string; port: number }> = []) =>
  redisOptions({ redisUrl, redisSentinels, redisSentinelName: 'kilau-main' });

describe('redis options', () => {
  it.each([
    ['redis://127.0.0.1:6379', { host: '127.0.0.1', port: 6379, db: 0, tls: undefined }],
    ['redis://cache', { host: 'cache', port: 6379, db: 0 }],
    ['redis://:s%40cret@cache:6380/3', { host: 'cache', port: 6380, db: 3, password: 's@cret' }],
    ['rediss://user:pw@redis.example:6380', { username: 'user', password: 'pw', tls: {} }],
  ])('from the URL %s', (url, expected) => {
    expect(at(url)).toMatchObject(expected);
  });

  it("asks the Sentinels for the primary, keeping the URL's credentials and database", () => {
    const options = at('redis://:pw@ignored:1/2', [{ host: 's1', port: 26379 }]);
    expect(options).toMatchObject({
      sentinels: [{ host: 's1', port: 26379 }],
      name: 'kilau-main',
      password: 'pw',
      db: 2,
    });
    expect(options.host).toBeUndefined();
  });
});

describe('REDIS_SENTINELS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['s1:26379', [{ host: 's1', port: 26379 }]],
    [
      ' s1:26379 , 10.0.0.2:26380 ',
      [
        { host: 's1', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
      ],
    ],
    ['[::1]:26379', [{ host: '::1', port: 26379 }]],
    ['s1', 'REDIS_SENTINELS must list host:port pairs, not "s1"'],
    ['s1:99999', 'REDIS_SENTINELS must list host:port pairs, not "s1:99999"'],
  ])('%j', (raw, expected) => {
    expect(parseSentinels(raw)).toEqual(expected);
  });
});
