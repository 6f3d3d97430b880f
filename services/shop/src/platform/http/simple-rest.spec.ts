import type { Response } from 'express';

import { idsFilter, parseRestList, setContentRange } from './simple-rest.js';

const SORTABLE = ['id', 'name', 'createdAt'];
const DEFAULT = { field: 'createdAt', order: 'DESC' as const };

describe('parseRestList', () => {
  it('reads sort, range and filter as ra-data-simple-rest sends them', () => {
    expect(
      parseRestList({ sort: '["name","ASC"]', range: '[10,19]', filter: '{"q":"ring"}' }, SORTABLE, DEFAULT),
    ).toEqual({
      sort: { field: 'name', order: 'ASC' },
      offset: 10,
      limit: 10,
      filter: { q: 'ring' },
    });
  });

  it('falls back to the default sort, the first page and no filter', () => {
    expect(parseRestList({}, SORTABLE, DEFAULT, 25)).toEqual({ sort: DEFAULT, offset: 0, limit: 25, filter: {} });
  });

  it.each([
    [{ sort: 'name' }, 'sort must be JSON text like ["id","DESC"]'],
    [{ sort: '["name","UP"]' }, 'sort must be JSON text like ["id","DESC"]'],
    [{ sort: '["price","ASC"]' }, 'sort must be by one of: id, name, createdAt'],
    [{ range: '[5,2]' }, 'range must be JSON text like [0,9]: two whole numbers, the first not above the second'],
    [{ range: '[-1,2]' }, 'range must be JSON text like [0,9]: two whole numbers, the first not above the second'],
    [{ range: '[0,1.5]' }, 'range must be JSON text like [0,9]: two whole numbers, the first not above the second'],
    [{ range: '[0,5000]' }, 'range must span at most 1000 rows'],
    [{ range: '[1e300,1e300]' }, 'range must start at most at row 1000000'],
    [{ range: '[0,"NaN"]' }, 'range must be JSON text like [0,9]: two whole numbers, the first not above the second'],
    [{ filter: '[1]' }, 'filter must be JSON text like {"q":"ring"}'],
    [{ filter: '{oops' }, 'filter must be JSON text like {"q":"ring"}'],
  ])('refuses %j: %s', (dto, message) => {
    expect(() => parseRestList(dto, SORTABLE, DEFAULT)).toThrow(message);
  });
});

describe('idsFilter', () => {
  it.each([
    [{}, undefined],
    [{ id: [1, '2'] }, [1, 2]],
    [{ id: 7 }, [7]],
  ])('%j -> %j', (filter, ids) => {
    expect(idsFilter(filter)).toEqual(ids);
  });

  it('refuses ids that are not whole numbers', () => {
    expect(() => idsFilter({ id: ['x'] })).toThrow('filter id must be whole numbers');
  });

  it('refuses more ids than a list answers', () => {
    expect(() => idsFilter({ id: Array.from({ length: 1001 }, (_, i) => i + 1) })).toThrow(
      'filter id must name at most 1000 ids',
    );
  });
});

describe('setContentRange', () => {
  const header = (offset: number, rows: number, total: number) => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
    setContentRange(res, 'charms', { sort: DEFAULT, offset, limit: 10, filter: {} }, rows, total);
    return headers['Content-Range'];
  };

  it.each([
    [0, 10, 42, 'charms 0-9/42'],
    [40, 2, 42, 'charms 40-41/42'],
    [0, 0, 0, 'charms 0-0/0'],
  ])('offset %i, %i rows of %i -> %s', (offset, rows, total, expected) => {
    expect(header(offset, rows, total)).toBe(expected);
  });
});
