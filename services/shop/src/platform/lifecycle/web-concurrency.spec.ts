import { availableParallelism } from 'node:os';

import { webConcurrency } from './web-concurrency.js';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process per core in production and to one elsewhere', () => {
    expect(webConcurrency({ NODE_ENV: 'production' })).toBe(availableParallelism());
    expect(webConcurrency({ NODE_ENV: 'development' })).toBe(1);
    expect(webConcurrency({ NODE_ENV: 'test' })).toBe(1);
    expect(webConcurrency({})).toBe(1);
  });

  it('takes a whole number from 1 to 64', () => {
    expect(webConcurrency({ NODE_ENV: 'production', WEB_CONCURRENCY: '3' })).toBe(3);
    expect(webConcurrency({ WEB_CONCURRENCY: ' 2 ' })).toBe(2);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %p', (value) => {
    expect(() => webConcurrency({ WEB_CONCURRENCY: value })).toThrow(
      `WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`,
    );
  });
});
