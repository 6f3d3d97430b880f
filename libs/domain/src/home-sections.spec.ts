import { homeBestSellers, latestGalleryImages, wholeRows } from './home-sections.js';

const product = (id: number, sold_stok: number) => ({ id, sold_stok });

describe('the home Best Seller grid', () => {
  it.each<[string, ReturnType<typeof product>[], number, number[]]>([
    ['no products', [], 20, []],
    ['most sold first', [product(1, 3), product(2, 40), product(3, 12)], 20, [2, 3, 1]],
    ['ties keep the served order', [product(1, 5), product(2, 9), product(3, 5)], 20, [2, 1, 3]],
    ['only the top ones', [product(1, 1), product(2, 2), product(3, 3)], 2, [3, 2]],
    ['a limit of zero', [product(1, 1)], 0, []],
  ])('given %s', (_, items, limit, ids) => {
    expect(homeBestSellers(items, limit).map((p) => p.id)).toEqual(ids);
  });

  it('takes 20 by default', () => {
    const many = Array.from({ length: 30 }, (_, i) => product(i + 1, i));
    const top = homeBestSellers(many);
    expect(top).toHaveLength(20);
    expect(top[0]?.id).toBe(30);
    expect(top[19]?.id).toBe(11);
  });
});

describe('the photo gallery', () => {
  it.each<[number[], number[]]>([
    [[], []],
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6],
    ],
    [
      [1, 2, 3, 4, 5, 6, 7, 8],
      [3, 4, 5, 6, 7, 8],
    ],
  ])('of %p shows the last six: %p', (images, shown) => {
    expect(latestGalleryImages(images)).toEqual(shown);
  });
});

describe('a grid cut to whole rows', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it.each<[string, number, number, number]>([
    ['nothing', 0, 4, 0],
    ['fewer than a row, all kept', 3, 4, 3],
    ['exactly a row', 4, 4, 4],
    ['a half row dropped', 6, 4, 4],
    ['three over dropped', 19, 4, 16],
    ['whole rows untouched', 20, 4, 20],
    ['a nonsense row width keeps all', 5, 0, 5],
  ])('given %s', (_, count, perRow, kept) => {
    expect(wholeRows(ids(count), perRow)).toEqual(ids(kept));
  });
});
