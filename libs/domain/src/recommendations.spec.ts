import { bestSellersInStock, newestCreatedFirst } from './recommendations.js';

const item = (id: number, stock: number, sold_stok: number) => ({ id, stock, sold_stok });
const dated = (id: number, created_at: string) => ({ id, created_at });

describe('best sellers in stock', () => {
  it.each([
    ['sorts by units sold, most first', [item(1, 5, 10), item(2, 5, 30), item(3, 5, 20)], undefined, [2, 3, 1]],
    ['leaves out sold-out items', [item(1, 0, 99), item(2, 3, 1)], undefined, [2]],
    ['leaves out negative stock', [item(1, -1, 99), item(2, 3, 1)], undefined, [2]],
    ['leaves out the item on show', [item(1, 5, 99), item(2, 5, 1)], 1, [2]],
    ['keeps the given order on a tie', [item(4, 5, 7), item(2, 5, 7), item(9, 5, 7)], undefined, [4, 2, 9]],
    ['answers nothing for nothing', [], undefined, []],
  ])('%s', (_case, items, exclude, ids) => {
    expect(bestSellersInStock(items, exclude).map((i) => i.id)).toEqual(ids);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => item(i + 1, 1, i));
    expect(bestSellersInStock(many)).toHaveLength(10);
    expect(bestSellersInStock(many, undefined, 3).map((i) => i.id)).toEqual([15, 14, 13]);
  });
});

describe('newest first', () => {
  it.each([
    [
      'sorts by creation, newest first',
      [dated(1, '2026-01-01T00:00:00Z'), dated(2, '2026-03-01T00:00:00Z'), dated(3, '2026-02-01T00:00:00Z')],
      undefined,
      [2, 3, 1],
    ],
    ['leaves out the item on show', [dated(1, '2026-01-01'), dated(2, '2026-02-01')], 2, [1]],
    ['puts unreadable dates last', [dated(1, 'soon'), dated(2, '2020-01-01')], undefined, [2, 1]],
    ['keeps the given order on a tie', [dated(5, '2026-01-01'), dated(3, '2026-01-01')], undefined, [5, 3]],
  ])('%s', (_case, items, exclude, ids) => {
    expect(newestCreatedFirst(items, exclude).map((i) => i.id)).toEqual(ids);
  });
});
