import { type Figure, medians } from './figures.js';

const figure = (id: string, value: number, extra: Partial<Figure> = {}): Figure => ({
  id,
  scenario: id,
  value,
  unit: 'req/s',
  ...extra,
});

describe('medians of the bench rounds', () => {
  it('answers one round as it is', () => {
    const round = [figure('search', 10)];
    expect(medians([round])).toBe(round);
  });

  it.each([
    { values: [300, 100, 200], median: 200 },
    { values: [5, 9, 1], median: 5 },
    { values: [7, 7, 7], median: 7 },
  ])('takes the median round of $values by value, naming every run', ({ values, median }) => {
    const rounds = values.map((value) => [figure('search', value, { p99: value / 10 })]);
    const [result] = medians(rounds);
    expect(result).toMatchObject({ value: median, p99: median / 10 });
    expect(result!.notes).toBe(`median of 3 runs: ${values.join(', ')}`);
  });

  it('sums the failed requests of every round and keeps the worst oversell, so a bad round is not hidden', () => {
    const rounds = [
      [figure('hot', 10, { failed: 0, oversold: 0 })],
      [figure('hot', 20, { failed: 3, oversold: 2 })],
      [figure('hot', 30, { failed: 1, oversold: 0 })],
    ];
    expect(medians(rounds)[0]).toMatchObject({ value: 20, failed: 4, oversold: 2 });
  });
});
