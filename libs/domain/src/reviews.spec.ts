import { hasMoreReviews, ratingBreakdown, reviewCounts, shownReviews, sortReviews } from './reviews.js';

const review = (id: number, rating: number, uploaded_at: string) => ({ id, rating, uploaded_at });

describe('the order of What They Say', () => {
  it.each<[string, ReturnType<typeof review>[], number[]]>([
    ['none', [], []],
    [
      'higher rating first',
      [review(1, 3, '2025-01-01'), review(2, 5, '2025-01-02'), review(3, 4, '2025-01-03')],
      [2, 3, 1],
    ],
    [
      'equal ratings: older first',
      [review(1, 5, '2025-03-01'), review(2, 5, '2025-01-01'), review(3, 5, '2025-02-01')],
      [2, 3, 1],
    ],
    ['rating beats age', [review(1, 4, '2024-01-01'), review(2, 5, '2025-06-01')], [2, 1]],
    [
      'an unreadable date goes last among its rating',
      [review(1, 5, 'later'), review(2, 5, '2025-01-01'), review(3, 4, '2020-01-01')],
      [2, 1, 3],
    ],
  ])('given %s', (_, reviews, ids) => {
    expect(sortReviews(reviews).map((r) => r.id)).toEqual(ids);
  });

  it('leaves the served list as it was', () => {
    const served = [review(1, 3, '2025-01-01'), review(2, 5, '2025-01-02')];
    sortReviews(served);
    expect(served.map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('Show More / Show Less', () => {
  const eight = Array.from({ length: 8 }, (_, i) => i + 1);
  it.each<[number[], boolean, number]>([
    [eight, false, 6],
    [eight, true, 8],
    [[1, 2, 3], false, 3],
    [[], false, 0],
  ])('of %p reviews, expanded %p, shows %p', (list, expanded, count) => {
    expect(shownReviews(list, expanded)).toHaveLength(count);
  });

  it.each<[number, boolean]>([
    [0, false],
    [6, false],
    [7, true],
  ])('with %p reviews the toggle is needed: %p', (count, needed) => {
    expect(hasMoreReviews(count)).toBe(needed);
  });
});

describe('the rating breakdown', () => {
  it('counts each star level from 5 down, with shares and the average', () => {
    const reviews = [review(1, 5, 'a'), review(2, 5, 'a'), review(3, 4, 'a'), review(4, 1, 'a')];
    expect(ratingBreakdown(reviews)).toEqual({
      average: 3.8,
      total: 4,
      rows: [
        { stars: 5, count: 2, percent: 50 },
        { stars: 4, count: 1, percent: 25 },
        { stars: 3, count: 0, percent: 0 },
        { stars: 2, count: 0, percent: 0 },
        { stars: 1, count: 1, percent: 25 },
      ],
    });
  });

  it('is all zeros without reviews', () => {
    const breakdown = ratingBreakdown([]);
    expect(breakdown.average).toBe(0);
    expect(breakdown.rows.every((row) => row.count === 0 && row.percent === 0)).toBe(true);
  });
});

describe('how many reviews name each item', () => {
  const named = (products: number[], charms: number[] = []) => ({ products, charms, gift_sets: [] });
  it.each<[string, ReturnType<typeof named>[], 'products' | 'charms', [number, number][]]>([
    ['no reviews', [], 'products', []],
    [
      'one review per item',
      [named([1]), named([2])],
      'products',
      [
        [1, 1],
        [2, 1],
      ],
    ],
    [
      'a review naming several',
      [named([1, 2]), named([1])],
      'products',
      [
        [1, 2],
        [2, 1],
      ],
    ],
    ['an id listed twice counts once', [named([3, 3])], 'products', [[3, 1]]],
    [
      'only the kind asked for',
      [named([1], [1, 9])],
      'charms',
      [
        [1, 1],
        [9, 1],
      ],
    ],
  ])('given %s', (_, reviews, kind, counts) => {
    expect([...reviewCounts(reviews, kind)]).toEqual(counts);
  });
});
