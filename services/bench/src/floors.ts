import type { Figure } from './figures.js';

/** A floor of issue 18: its words in the table, and whether a figure's numbers reach it. */
interface Floor {
  words: string;
  reached(figure: Figure): boolean;
}

/** At least `min` of the figure's unit, and a p99 under `p99Below` ms where the floor names one. */
const atLeast = (min: number, words: string, p99Below?: number): Floor => ({
  words,
  reached: (f) => f.value >= min && (p99Below === undefined || (f.p99 !== undefined && f.p99 < p99Below)),
});

/** Under `max` of the figure's unit (or up to it, `inclusive`). */
const atMost = (max: number, words: string, inclusive = false): Floor => ({
  words,
  reached: (f) => (inclusive ? f.value <= max : f.value < max),
});

const REPLAY = atLeast(60_000, '60,000 events/s');

/** The floors, by figure id (the checkout flow's p99 is its checkout call's). */
const FLOORS: Readonly<Record<string, Floor>> = {
  'product-list-12': atLeast(5_000, '5,000 req/s, p99 < 20 ms', 20),
  'product-list-all': atLeast(3_000, '3,000 req/s'),
  'product-by-id': atLeast(5_000, '5,000 req/s'),
  search: atLeast(3_000, '3,000 req/s'),
  'add-to-cart': atLeast(600, '600 req/s, p99 < 50 ms', 50),
  'checkout-flow': atLeast(150, '150 orders/s, checkout p99 < 60 ms', 60),
  'checkout-flow-hot': atLeast(120, '120 orders/s, zero oversell'),
  'checkout-alone': atLeast(600, '600 orders/s'),
  'checkout-alone-hot': atLeast(300, '300 orders/s'),
  'payment-notifications': atLeast(2_500, '2,500/s'),
  'payment-settlement': atMost(1_000, '< 1,000 ms p99'),
  'api-rss': atMost(250, '< 250 MB, no heap cap a burst can hit'),
  'storefront-js': atMost(200, '<= 200 KB', true),
  'storefront-lcp': atMost(2_000, '< 2,000 ms'),
};

function floorOf(figure: Figure): Floor | undefined {
  return FLOORS[figure.id] ?? (figure.id.startsWith('replay-') ? REPLAY : undefined);
}

/**
 * The figure with its floor's words and whether it meets it: its numbers reach the floor, none of
 * its requests failed and no unit was sold beyond the stock. A quick run's figures, which say
 * nothing of speed, get the words alone; figures without a floor pass as they are.
 */
export function judged(figure: Figure, options: { quick?: boolean } = {}): Figure {
  const floor = floorOf(figure);
  if (!floor) return figure;
  if (options.quick) return { ...figure, floor: floor.words };
  return { ...figure, floor: floor.words, met: floor.reached(figure) && !figure.failed && !figure.oversold };
}
