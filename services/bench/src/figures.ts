import type { LoadResult } from './load/load-spec.js';

/** One line of the results: a scenario's headline figure and its spread. */
export interface Figure {
  /** Stable key, for the JSON and for checks ('product-list-12'). */
  id: string;
  scenario: string;
  value: number;
  unit: string;
  /** Milliseconds. */
  p50?: number;
  p99?: number;
  /** value over the raw node:http server's requests a second, for HTTP scenarios. */
  ceilingRatio?: number;
  requests?: number;
  failed?: number;
  /** The floor the shop is held to (issue 18), as text (floors.ts). */
  floor?: string;
  /** Whether the figure meets its floor (floors.ts); left out of a quick run, whose figures say nothing of speed. */
  met?: boolean;
  notes?: string;
  /** Units sold beyond the stock, for the hot-product scenarios: must be 0. */
  oversold?: number;
}

/** The settings of one run: `--quick` runs every scenario for about a second with tiny counts. */
export interface Plan {
  quick: boolean;
  seconds: number;
  warmSeconds: number;
  connections: number;
  shoppers: number;
  readyShoppers: number;
  readyLines: number;
  /** Shoppers and lines each of the untimed checkouts that warm the API before the checkout call alone is timed. */
  warmShoppers: number;
  warmLines: number;
  hotStock: number;
  replayOrders: number;
  notifications: number;
  payableOrders: number;
  settlements: number;
  pageLoads: number;
}

export const FULL: Plan = {
  quick: false,
  seconds: 10,
  warmSeconds: 2,
  connections: 10,
  shoppers: 10,
  readyShoppers: 30,
  readyLines: 40,
  warmShoppers: 10,
  warmLines: 30,
  hotStock: 300,
  replayOrders: 100_000,
  notifications: 30_000,
  payableOrders: 40,
  settlements: 30,
  pageLoads: 3,
};

export const QUICK: Plan = {
  quick: true,
  seconds: 1,
  warmSeconds: 0,
  connections: 4,
  shoppers: 4,
  readyShoppers: 4,
  readyLines: 3,
  warmShoppers: 2,
  warmLines: 2,
  hotStock: 6,
  replayOrders: 500,
  notifications: 300,
  payableOrders: 3,
  settlements: 2,
  pageLoads: 1,
};

/** A load's figure for a scenario served over HTTP, with its ratio to the ceiling. */
export function httpFigure(
  id: string,
  scenario: string,
  load: LoadResult,
  ceiling: number,
  extra: Partial<Figure> = {},
): Figure {
  return {
    id,
    scenario,
    value: load.perSecond,
    unit: 'req/s',
    p50: load.p50,
    p99: load.p99,
    ...(ceiling > 0 && { ceilingRatio: load.perSecond / ceiling }),
    requests: load.requests,
    failed: load.failed,
    ...extra,
  };
}

/**
 * Each figure of the median run by value, with every run's value in its notes; failures summed
 * and oversold units the most any run saw, so a bad run is never hidden by the median.
 */
export function medians(rounds: Figure[][]): Figure[] {
  if (rounds.length === 1) return rounds[0]!;
  return rounds[0]!.map((first) => {
    const runs = rounds.map((round) => round.find((f) => f.id === first.id)!).sort((a, b) => a.value - b.value);
    const median = runs[Math.floor(runs.length / 2)]!;
    const values = rounds.map((round) => round.find((f) => f.id === first.id)!.value.toFixed(0)).join(', ');
    return {
      ...median,
      notes: [`median of ${runs.length} runs: ${values}`, median.notes].filter(Boolean).join('; '),
      ...(median.failed !== undefined && { failed: runs.reduce((sum, f) => sum + (f.failed ?? 0), 0) }),
      ...(median.oversold !== undefined && { oversold: Math.max(...runs.map((f) => f.oversold ?? 0)) }),
    };
  });
}
