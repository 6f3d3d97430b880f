import { durationMs, parseZonedTime, wibTime } from './midtrans-time.js';

describe('Midtrans times', () => {
  it('are written in Jakarta time without a zone', () => {
    expect(wibTime(new Date('2026-03-01T17:30:05Z'))).toBe('2026-03-02 00:30:05');
  });

  it.each([
    ['2018-12-13 18:11:08 +0700', '2018-12-13T11:11:08.000Z'],
    ['2018-12-13 18:11:08 +07:00', '2018-12-13T11:11:08.000Z'],
    ['2018-12-13 18:11:08 -0130', '2018-12-13T19:41:08.000Z'],
  ])('read %s with its zone', (text, iso) => {
    expect(parseZonedTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['2018-12-13 18:11:08', '2018-02-30 10:00:00 +0700', '13-12-2018 18:11:08 +0700'])('refuse %s', (text) => {
    expect(parseZonedTime(text)).toBeUndefined();
  });

  it.each([
    [2, 'minute', 120_000],
    [1, 'hours', 3_600_000],
    [1, 'day', 86_400_000],
    [0, 'minute', undefined],
    [1.5, 'hour', undefined],
    [1, 'week', undefined],
    [30, 'seconds', undefined],
  ])('count %s %s as %s ms', (duration, unit, ms) => {
    expect(durationMs(duration, unit)).toBe(ms);
  });

  it('count seconds only where the Core API allows them', () => {
    expect(durationMs(30, 'seconds', true)).toBe(30_000);
  });
});
