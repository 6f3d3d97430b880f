import { fixedClock, systemClock } from './clock.js';

describe('clock', () => {
  it('a fixed clock answers the instant it was stopped at, every time, as a fresh date', () => {
    const clock = fixedClock('2026-11-22T09:00:00.000Z');
    const first = clock.now();
    first.setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });

  it('the system clock answers the time now', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
