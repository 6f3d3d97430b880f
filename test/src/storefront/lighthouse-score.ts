/**
 * Lighthouse's performance score, worked out the way Lighthouse v10+ does it, from metrics we
 * measure ourselves in headless Chromium (Lighthouse itself is not a dependency).
 *
 * Each metric is scored on a log-normal curve given by two control points: the value scoring 0.9
 * (`p10`, the 10th percentile of real sites' values in the HTTP Archive) and the value scoring 0.5
 * (the median). The category score is the weighted mean of the metric scores. Control points and
 * weights are Lighthouse v10's (lighthouse-core/audits/metrics/*.js `defaultOptions.scoring`,
 * lighthouse-core/config/default-config.js `categories.performance.auditRefs`; unchanged in v11
 * and v12), both form factors:
 *
 *   metric                    weight  mobile p10 / median     desktop p10 / median
 *   First Contentful Paint      10     1800 / 3000 ms           934 / 1600 ms
 *   Speed Index                 10     3387 / 5800 ms          1311 / 2300 ms
 *   Largest Contentful Paint    25     2500 / 4000 ms          1200 / 2400 ms
 *   Total Blocking Time         30      200 /  600 ms           150 /  350 ms
 *   Cumulative Layout Shift     25      0.1 / 0.25              0.1 / 0.25
 *
 * (v10 dropped Time to Interactive from the score; it is reported beside it, unweighted.)
 */

export type MetricName = 'fcp' | 'si' | 'lcp' | 'tbt' | 'cls';
export type FormFactor = 'mobile' | 'desktop';

export interface Curve {
  p10: number;
  median: number;
}

export const WEIGHTS: Record<MetricName, number> = { fcp: 10, si: 10, lcp: 25, tbt: 30, cls: 25 };

export const CURVES: Record<FormFactor, Record<MetricName, Curve>> = {
  mobile: {
    fcp: { p10: 1800, median: 3000 },
    si: { p10: 3387, median: 5800 },
    lcp: { p10: 2500, median: 4000 },
    tbt: { p10: 200, median: 600 },
    cls: { p10: 0.1, median: 0.25 },
  },
  desktop: {
    fcp: { p10: 934, median: 1600 },
    si: { p10: 1311, median: 2300 },
    lcp: { p10: 1200, median: 2400 },
    tbt: { p10: 150, median: 350 },
    cls: { p10: 0.1, median: 0.25 },
  },
};

/**
 * The error function, by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7), the
 * approximation Lighthouse's statistics.js uses, so our scores match its to the last digit.
 */
export function erf(x: number): number {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

/** erfc⁻¹(1/5): where the complementary error function is 0.2, i.e. where the score is 0.9. */
const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;

/**
 * The score (0..1) of a value on a log-normal curve, as Lighthouse's `getLogNormalScore`: the
 * complementary CDF of a log-normal distribution whose median scores 0.5 and whose p10 scores 0.9.
 * Like Lighthouse, the score is clamped so a value at or better than p10 scores at least 0.9, one
 * between p10 and the median 0.5 to 0.9, and one worse than the median below 0.5.
 */
export function logNormalScore(curve: Curve, value: number): number {
  const { p10, median } = curve;
  if (!(median > 0 && p10 > 0 && p10 < median)) throw new Error(`not a curve: p10 ${p10}, median ${median}`);
  if (value <= 0) return 1;
  const xLogRatio = Math.log(Math.max(Number.MIN_VALUE, value / median));
  const p10LogRatio = -Math.log(p10 / median);
  const standardized = (xLogRatio * INVERSE_ERFC_ONE_FIFTH) / p10LogRatio;
  const complementaryPercentile = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, complementaryPercentile));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, complementaryPercentile));
  return Math.max(0, Math.min(0.49999999999999994, complementaryPercentile));
}

export type Metrics = Record<MetricName, number>;

export interface PerformanceScore {
  /** 0..100, as Lighthouse shows it. */
  score: number;
  /** Each metric's score, 0..1, rounded to two places as Lighthouse's audits are. */
  metrics: Record<MetricName, number>;
}

/** The performance category's score: each metric on its curve, then the weighted mean. */
export function performanceScore(values: Metrics, formFactor: FormFactor = 'mobile'): PerformanceScore {
  const names = Object.keys(WEIGHTS) as MetricName[];
  const metrics = Object.fromEntries(
    names.map((name) => [name, Math.round(logNormalScore(CURVES[formFactor][name], values[name]) * 100) / 100]),
  ) as Record<MetricName, number>;
  const totalWeight = names.reduce((sum, name) => sum + WEIGHTS[name], 0);
  const weighted = names.reduce((sum, name) => sum + metrics[name] * WEIGHTS[name], 0) / totalWeight;
  return { score: Math.round(weighted * 100), metrics };
}
