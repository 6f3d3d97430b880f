import { formatWibDateTime } from './shop-time.js';

describe('formatWibDateTime', () => {
  it.each([
    ['2026-11-22T13:11:05Z', {}, '22 Nov 2026, 20:11 WIB'],
    ['2026-11-22T13:11:05Z', { seconds: true }, '22 Nov 2026, 20:11:05 WIB'],
    ['2026-11-22T13:11:05Z', { zone: false }, '22 Nov 2026, 20:11'],
    ['2026-11-22T17:30:00Z', {}, '23 Nov 2026, 00:30 WIB'],
    ['2026-01-05T01:00:00Z', {}, '05 Jan 2026, 08:00 WIB'],
    ['', {}, '-'],
    [null, {}, '-'],
    ['not a time', { seconds: true }, '-'],
  ])('%s %j -> %s', (iso, options, shown) => {
    expect(formatWibDateTime(iso, options)).toBe(shown);
  });
});
