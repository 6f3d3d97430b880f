import { CURVES, erf, logNormalScore, type MetricName, performanceScore, WEIGHTS } from './lighthouse-score.js';

describe('Lighthouse scoring curves', () => {
  it.each([
    [0, 0],
    [0.5, 0.5205],
    [1, 0.8427],
    [2, 0.9953],
    [-1, -0.8427],
  ])('erf(%p) ≈ %p', (x, expected) => {
    expect(erf(x)).toBeCloseTo(expected, 4);
  });

  const mobile = CURVES.mobile;
  it.each<[string, MetricName, number, number]>([
    ['the median scores 0.5', 'lcp', 4000, 0.5],
    ['p10 scores 0.9', 'lcp', 2500, 0.9],
    ['TBT median', 'tbt', 600, 0.5],
    ['TBT p10', 'tbt', 200, 0.9],
    ['CLS p10', 'cls', 0.1, 0.9],
    ['CLS median', 'cls', 0.25, 0.5],
    ['nothing measured scores 1', 'tbt', 0, 1],
  ])('%s', (_, metric, value, expected) => {
    expect(logNormalScore(mobile[metric], value)).toBeCloseTo(expected, 6);
  });

  it('scores fall as values grow, within the clamped bands', () => {
    const values = [100, 1000, 1800, 2400, 3000, 4000, 6000, 12_000, 60_000];
    const scores = values.map((v) => logNormalScore(mobile.fcp, v));
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThanOrEqual(scores[i - 1]!);
    expect(scores[0]).toBeGreaterThan(0.99);
    expect(logNormalScore(mobile.fcp, 2400)).toBeGreaterThan(0.5);
    expect(logNormalScore(mobile.fcp, 2400)).toBeLessThan(0.9);
    expect(scores.at(-1)).toBeLessThan(0.01);
  });

  it.each([
    // worked by hand: erfc(ln(value/median) · erfc⁻¹(0.2) / ln(median/p10)) / 2
    [{ p10: 200, median: 600 }, 300, 0.79],
    [{ p10: 1800, median: 3000 }, 1000, 1.0],
    [{ p10: 2500, median: 4000 }, 6000, 0.13],
  ])('on %p, %p scores about %p', (curve, value, expected) => {
    expect(logNormalScore(curve, value)).toBeCloseTo(expected, 2);
  });

  it('refuses a curve whose p10 is not below its median', () => {
    expect(() => logNormalScore({ p10: 5, median: 5 }, 1)).toThrow('not a curve');
  });

  it('weights add up to 100, and a perfect page scores 100, a median page 50', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(performanceScore({ fcp: 500, si: 500, lcp: 500, tbt: 0, cls: 0 }).score).toBe(100);
    expect(performanceScore({ fcp: 3000, si: 5800, lcp: 4000, tbt: 600, cls: 0.25 }).score).toBe(50);
    expect(performanceScore({ fcp: 1600, si: 2300, lcp: 2400, tbt: 350, cls: 0.25 }, 'desktop').score).toBe(50);
  });

  it('weighs TBT most: a slow main thread costs more than a slow first paint', () => {
    const good = { fcp: 1000, si: 2000, lcp: 2000, tbt: 100, cls: 0.01 };
    const slowPaint = performanceScore({ ...good, fcp: 8000 }).score;
    const blocked = performanceScore({ ...good, tbt: 3000 }).score;
    expect(blocked).toBeLessThan(slowPaint);
    expect(performanceScore(good).metrics.cls).toBe(1);
  });
});
