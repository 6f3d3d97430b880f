import { redisOptionsFromUrl } from './redis-options.js';

describe('redis options from a URL', () => {
  it.each([
    ['redis://127.0.0.1:6379', { host: '127.0.0.1', port: 6379, db: 0, tls: undefined }],
    ['redis://cache', { host: 'cache', port: 6379, db: 0 }],
    ['redis://:s%40cret@cache:6380/3', { host: 'cache', port: 6380, db: 3, password: 's@cret' }],
    ['rediss://user:pw@redis.example:6380', { username: 'user', password: 'pw', tls: {} }],
  ])('%s', (url, expected) => {
    expect(redisOptionsFromUrl(url)).toMatchObject(expected);
  });
});
