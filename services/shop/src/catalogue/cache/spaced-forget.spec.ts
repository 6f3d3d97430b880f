import { jest } from '@jest/globals';

import { SpacedForget } from './spaced-forget.js';

describe('SpacedForget', () => {
  let clock = 0;
  let forgotten: number[];
  let spaced: SpacedForget;

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
    forgotten = [];
    spaced = new SpacedForget(
      () => forgotten.push(clock),
      1_000,
      () => clock,
    );
  });
  afterEach(() => {
    spaced.stop();
    jest.useRealTimers();
  });

  const advance = (ms: number) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };

  it('forgets at once after a quiet spell', () => {
    spaced.moved();
    expect(forgotten).toEqual([0]);
    advance(1_500);
    spaced.moved();
    expect(forgotten).toEqual([0, 1_500]);
  });

  it('keeps the moves inside the spacing for its end, all of them in one forgetting', () => {
    spaced.moved();
    for (let i = 0; i < 50; i++) {
      advance(10);
      spaced.moved();
    }
    expect(forgotten).toEqual([0]);
    advance(499);
    expect(forgotten).toEqual([0]);
    advance(1);
    expect(forgotten).toEqual([0, 1_000]);
    advance(5_000);
    expect(forgotten).toEqual([0, 1_000]);
  });

  it('forgets once a spacing while moves go on, never later than a spacing after a move', () => {
    for (let t = 0; t < 3_000; t += 100) {
      spaced.moved();
      advance(100);
    }
    // the last move (2,900) was kept for the spacing's end (3,000), and nothing is owed after it
    expect(forgotten).toEqual([0, 1_000, 2_000, 3_000]);
    advance(5_000);
    expect(forgotten).toEqual([0, 1_000, 2_000, 3_000]);
  });

  it('forgets nothing once stopped', () => {
    spaced.moved();
    advance(10);
    spaced.moved();
    spaced.stop();
    advance(5_000);
    expect(forgotten).toEqual([0]);
  });
});
