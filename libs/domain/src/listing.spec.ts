import {
  applyListingFilters,
  bestSellers,
  charmGroups,
  clampPage,
  goldFirst,
  inGiftSetList,
  isNewArrival,
  type ListingFacts,
  type ListingFilters,
  materialTag,
  NO_FILTERS,
  pageCount,
  pageOf,
  ratingText,
  sortByPrice,
  starCount,
  toggleChoice,
} from './listing.js';

type Item = ListingFacts & { id: number };

/** Item n: sold n*10 (so id 12 sells most), created on day n of 2026 (so id 12 is newest), price per id. */
function item(id: number, material: string, price = 1000 * id): Item {
  return { id, material, sold: id * 10, createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00Z`, price };
}

const twelve: Item[] = Array.from({ length: 12 }, (_, i) => item(i + 1, i % 2 ? 'silver' : 'gold'));
const ids = (items: Item[]) => items.map((i) => i.id);
const filters = (change: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...change });

describe('material tag', () => {
  it.each([
    ['gold', 'GOLD'],
    ['rose_gold', 'ROSE GOLD'],
    ['', ''],
    [null, ''],
  ])('%p shows as %p', (material, tag) => {
    expect(materialTag(material)).toBe(tag);
  });
});

describe('stars', () => {
  it.each([
    [4.4, 4, '4', '4.4'],
    [4.5, 5, '5', '4.5'],
    [4.96, 5, '5', '5.0'],
    [0, 0, '0', '0.0'],
    [7, 5, '5', '5.0'],
    [Number.NaN, 0, '0', '0.0'],
  ])('rating %p: %p stars, %p whole, %p with a decimal', (rating, stars, whole, decimal) => {
    expect(starCount(rating)).toBe(stars);
    expect(ratingText(rating, 0)).toBe(whole);
    expect(ratingText(rating, 1)).toBe(decimal);
  });
});

describe('listing filters', () => {
  it.each<[string, ListingFilters, number[]]>([
    ['nothing chosen keeps the order', NO_FILTERS, ids(twelve)],
    ['Gold keeps gold labels', filters({ materials: ['gold'] }), [1, 3, 5, 7, 9, 11]],
    ['Gold and Silver keep both', filters({ materials: ['gold', 'silver'] }), ids(twelve)],
    ['Rose Gold with none left', filters({ materials: ['rose_gold'] }), []],
    ['Best Seller is the top 10 by sold', filters({ picks: ['best_seller'] }), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]],
    ['Newest is the 10 latest', filters({ picks: ['newest'] }), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]],
    ['New Arrival equals Newest', filters({ picks: ['new_arrival'] }), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]],
    ['Oldest is the 10 earliest', filters({ picks: ['oldest'] }), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [
      'picks combine as a union, first pick first',
      filters({ picks: ['oldest', 'newest'] }),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11],
    ],
    [
      'material narrows before the top 10',
      filters({ materials: ['silver'], picks: ['best_seller'] }),
      [12, 10, 8, 6, 4, 2],
    ],
    ['Low to High sorts by price', filters({ price: 'low_to_high' }), ids(twelve)],
    ['High to Low sorts by price', filters({ price: 'high_to_low' }), ids(twelve).reverse()],
    [
      'price orders the picked ten',
      filters({ picks: ['oldest'], price: 'high_to_low' }),
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    ],
  ])('%s', (_, chosen, expected) => {
    expect(ids(applyListingFilters(twelve, chosen))).toEqual(expected);
  });

  it('sorts by the displayed price, equal prices keeping their order', () => {
    const items = [item(1, 'gold', 300), item(2, 'gold', 100), item(3, 'gold', 300), item(4, 'gold', 200)];
    expect(ids(sortByPrice(items, 'low_to_high'))).toEqual([2, 4, 1, 3]);
    expect(ids(sortByPrice(items, 'high_to_low'))).toEqual([1, 3, 4, 2]);
  });

  it('takes a shorter list whole as its top 10', () => {
    expect(ids(bestSellers(twelve.slice(0, 3)))).toEqual([3, 2, 1]);
  });

  it.each([
    [[], 'gold', ['gold']],
    [['gold'], 'gold', []],
    [['gold'], 'silver', ['gold', 'silver']],
  ])('toggling %p with %p gives %p', (chosen, choice, result) => {
    expect(toggleChoice(chosen, choice)).toEqual(result);
  });
});

describe('charms gold first', () => {
  const charms = [
    item(1, 'other'),
    item(2, 'silver'),
    item(3, 'gold'),
    item(4, 'rose_gold'),
    item(5, 'gold'),
    item(6, 'odd'),
  ];

  it('sorts Gold, Silver, Rose Gold, Others, keeping the order inside a group', () => {
    expect(ids(goldFirst(charms))).toEqual([3, 5, 2, 4, 1, 6]);
  });

  it('groups a page under its headings, leaving empty groups out', () => {
    const groups = charmGroups([item(1, 'other'), item(3, 'gold')]);
    expect(groups.map((g) => [g.title, ids(g.items)])).toEqual([
      ['Gold', [3]],
      ['Others', [1]],
    ]);
  });
});

describe('paging', () => {
  it.each([
    [0, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [14, 8, 2],
    [17, 8, 3],
  ])('%d items at %d a page make %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [0, 20, 8, 1],
    [4, 20, 8, 3],
    [2, 20, 8, 2],
    [Number.NaN, 20, 8, 1],
  ])('page %p of %d items at %d a page is page %d', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });

  it.each([
    [1, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [2, 8, [9, 10, 11, 12]],
    [9, 8, [9, 10, 11, 12]],
    [1, 12, ids(twelve)],
  ])('page %d at %d a page holds %p', (page, size, expected) => {
    expect(ids(pageOf(twelve, page, size))).toEqual(expected);
  });
});

describe('new arrivals', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  it.each([
    ['2026-03-31T11:00:00Z', true],
    ['2026-03-01T00:00:00Z', true],
    ['2026-02-28T12:00:00Z', true],
    ['2026-02-27T12:00:00Z', false],
    ['2026-04-01T00:00:00Z', false],
    ['not a date', false],
  ])('created %s is new on 31 March: %p', (created, expected) => {
    expect(isNewArrival(created, now)).toBe(expected);
  });

  it('reaches back one month to the same day', () => {
    const mid = new Date('2026-11-22T10:00:00Z');
    expect(isNewArrival('2026-10-22T10:00:00Z', mid)).toBe(true);
    expect(isNewArrival('2026-10-21T10:00:00Z', mid)).toBe(false);
  });
});

describe('curated gift-set lists', () => {
  it.each<[{ label?: string | null; is_monthly_special?: boolean }, Parameters<typeof inGiftSetList>[1], boolean]>([
    [{ label: 'forHer' }, 'for-her', true],
    [{ label: 'FORHER' }, 'for-her', true],
    [{ label: 'forher' }, 'for-him', false],
    [{ label: 'forUs' }, 'for-us', true],
    [{ label: 'monthlyspecial' }, 'monthly-specials', true],
    [{ label: '', is_monthly_special: true }, 'monthly-specials', true],
    [{ label: 'forHer', is_monthly_special: true }, 'for-her', true],
    [{ label: '', is_monthly_special: true }, 'for-her', false],
    [{ label: null }, 'for-us', false],
  ])('%p on %s: %p', (giftSet, list, expected) => {
    expect(inGiftSetList(giftSet, list)).toBe(expected);
  });
});
