import { retriesAfter } from './retry-policy.js';

describe('notification retries (Midtrans retry policy by answer)', () => {
  it.each([
    [200, 0],
    [201, 0],
    [204, 0],
    [302, 0],
    [500, 1],
    [503, 4],
    [400, 2],
    [404, 2],
    [401, 5],
    [502, 5],
  ])('after HTTP %i: %i retries', (status, retries) => {
    expect(retriesAfter({ status })).toBe(retries);
  });

  it('retries a timeout or a refused connection five times', () => {
    expect(retriesAfter({ error: 'timed out after 10000 ms' })).toBe(5);
  });
});
