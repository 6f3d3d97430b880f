import { GetProductQuery } from '../queries/get-product.js';
import { ListProductsQuery } from '../queries/list-products.js';
import { catalogueCacheKey } from './catalogue-cache.js';
import { matchesEtag, readyAnswer } from './ready-answer.js';

describe('the catalogue cache key', () => {
  it('is the query kind and its values, whatever order they were set in', () => {
    const a = new ListProductsQuery({ category: 'ring', label: 'gold' }, { page: 1, pageSize: 12 });
    const b = new ListProductsQuery({ label: 'gold', category: 'ring' }, { pageSize: 12, page: 1 });
    expect(catalogueCacheKey(a)).toBe(catalogueCacheKey(b));
    expect(catalogueCacheKey(a)).toBe(
      'ListProductsQuery:{"filter":{"category":"ring","label":"gold"},"listing":{"page":1,"pageSize":12}}',
    );
  });

  it('leaves out what was not asked', () => {
    const asked = new ListProductsQuery({ category: undefined, ids: undefined }, { q: undefined });
    expect(catalogueCacheKey(asked)).toBe('ListProductsQuery:{"filter":{},"listing":{}}');
  });

  it('tells kinds and values apart', () => {
    expect(catalogueCacheKey(new GetProductQuery(1))).not.toBe(catalogueCacheKey(new GetProductQuery(2)));
    expect(catalogueCacheKey(new GetProductQuery(1))).not.toBe(
      catalogueCacheKey(new ListProductsQuery({ ids: [1] }, {})),
    );
  });
});

describe('a ready answer', () => {
  it('is the JSON bytes with a strong ETag over them: the same value, the same tag', () => {
    const answer = readyAnswer({ id: 1, name: 'Kalung' });
    expect(answer.body.toString()).toBe('{"id":1,"name":"Kalung"}');
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(readyAnswer({ id: 1, name: 'Kalung' }).etag).toBe(answer.etag);
    expect(readyAnswer({ id: 1, name: 'Gelang' }).etag).not.toBe(answer.etag);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x","y"', false],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('If-None-Match %p matches "abc": %p', (header, matches) => {
    expect(matchesEtag(header, '"abc"')).toBe(matches);
  });
});
