import { cumulativeLayoutShift, totalBlockingTime } from './page-metrics.js';

describe('page metrics from performance entries', () => {
  it.each<[string, Array<[number, number]>, number, number, number]>([
    ['no long task', [], 1000, 3000, 0],
    [
      'the part of each task beyond 50 ms',
      [
        [1200, 120],
        [2000, 60],
      ],
      1000,
      3000,
      70 + 10,
    ],
    ['a task across FCP counts after FCP only', [[900, 300]], 1000, 3000, 200],
    ['a short task across FCP: its first 50 ms never block', [[990, 100]], 1000, 3000, 50],
    ['nothing after TTI', [[2900, 400]], 1000, 3000, 50],
    ['a task before FCP is not blocking', [[100, 500]], 1000, 3000, 0],
  ])('TBT: %s', (_, tasks, fcp, tti, expected) => {
    expect(totalBlockingTime(tasks, fcp, tti)).toBe(expected);
  });

  it.each<[string, Array<[number, number]>, number]>([
    ['no shift', [], 0],
    [
      'shifts close together add up',
      [
        [100, 0.05],
        [600, 0.05],
        [1200, 0.02],
      ],
      0.12,
    ],
    [
      'a gap of a second starts a new window; the largest counts',
      [
        [100, 0.05],
        [2000, 0.08],
        [2500, 0.01],
      ],
      0.09,
    ],
    [
      'a window is at most five seconds long',
      [
        [0, 0.1],
        [900, 0.1],
        [1800, 0.1],
        [2700, 0.1],
        [3600, 0.1],
        [5000, 0.1],
      ],
      0.5,
    ],
  ])('CLS: %s', (_, shifts, expected) => {
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(expected, 10);
  });
});
