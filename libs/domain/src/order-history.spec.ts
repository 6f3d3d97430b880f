import { formatTimelineTime } from './order-history.js';

describe('formatTimelineTime', () => {
  it.each([
    ['2026-11-22T22:54:12.345Z', '23/11/2026 05:54:12 WIB'],
    ['2026-01-05T01:00:00+00:00', '05/01/2026 08:00:00 WIB'],
    ['2026-06-30T16:59:59Z', '30/06/2026 23:59:59 WIB'],
    ['', '-'],
    [null, '-'],
    ['not a time', '-'],
  ])('%s → %s', (iso, shown) => {
    expect(formatTimelineTime(iso)).toBe(shown);
  });
});
