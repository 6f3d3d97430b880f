import { isPaged, limitClause, orderByClause, searchCondition, toListing } from './listing.js';
import { likeEscape, SqlParams } from './sql.js';

const columns = { price: 'p.price', sold_stok: 'p.sold_stok', created_at: 'p.created_at' };

describe('ordering', () => {
  it.each([
    [undefined, 'ORDER BY p.id ASC, id ASC'],
    ['', 'ORDER BY p.id ASC, id ASC'],
    ['price', 'ORDER BY p.price ASC, id ASC'],
    ['-sold_stok,price', 'ORDER BY p.sold_stok DESC, p.price ASC, id ASC'],
    ['-created_at, unknown', 'ORDER BY p.created_at DESC, id ASC'],
  ])('%p orders %s', (ordering, sql) => {
    expect(orderByClause(ordering, columns, 'p.id ASC')).toBe(sql);
  });
});

describe('paging', () => {
  it.each([
    [{}, false, 'LIMIT $1'],
    [{ page: 2 }, true, 'LIMIT $1 OFFSET $2'],
    [{ pageSize: 8 }, true, 'LIMIT $1 OFFSET $2'],
  ])('%p', (params, paged, clause) => {
    expect(isPaged(params)).toBe(paged);
    expect(limitClause(params, new SqlParams())).toBe(clause);
  });

  it('starts page 3 of 8 after 16 rows', () => {
    const sql = new SqlParams();
    limitClause({ page: 3, pageSize: 8 }, sql);
    expect(sql.values).toEqual([8, 16]);
  });

  it('answers a page with its totals, or a plain array', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(toListing(rows, { page: 2, pageSize: 12 }, (r: { id: number }) => r.id, 25)).toEqual({
      count: 25,
      page: 2,
      page_size: 12,
      total_pages: 3,
      results: [1, 2],
    });
    expect(toListing(rows, {}, (r: { id: number }) => r.id)).toEqual([1, 2]);
    expect(toListing([], { page: 9 }, (r: { id: number }) => r.id)).toMatchObject({ count: 0, total_pages: 0 });
  });
});

describe('search text', () => {
  it('needs every word, each folded and escaped', () => {
    const sql = new SqlParams();
    expect(searchCondition('  Kalung  50% ', 'p.search_text', sql)).toBe(
      "p.search_text LIKE '%' || kilau_fold($1) || '%' AND p.search_text LIKE '%' || kilau_fold($2) || '%'",
    );
    expect(sql.values).toEqual(['Kalung', '50\\%']);
  });

  it('adds nothing for blank text', () => {
    expect(searchCondition('   ', 'x', new SqlParams())).toBeUndefined();
  });

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('a_b%c\\')).toBe('a\\_b\\%c\\\\');
  });
});
