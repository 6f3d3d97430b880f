import { GetProductQuery } from '../queries/get-product.js';
import { ListProductsQuery } from '../queries/list-products.js';
import { catalogueCacheKey } from './catalogue-cache.js';

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
