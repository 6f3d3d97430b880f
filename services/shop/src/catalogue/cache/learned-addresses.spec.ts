import { LearnedAddresses } from './learned-addresses.js';

describe('learned catalogue addresses', () => {
  it('answers what an address asked when the router answered it', () => {
    const addresses = new LearnedAddresses();
    addresses.learn('/api/products/7/', { key: 'GetProductQuery:{"id":7}', route: '/api/products/:id/' });
    expect(addresses.get('/api/products/7/')).toEqual({ key: 'GetProductQuery:{"id":7}', route: '/api/products/:id/' });
    expect(addresses.get('/api/products/07/')).toBeUndefined();
  });

  it('keeps at most 5,000, the oldest going first, and no address longer than 512 characters', () => {
    const addresses = new LearnedAddresses();
    for (let n = 0; n < 5_100; n++) addresses.learn(`/api/products/?junk=${n}`, { key: 'k', route: 'r' });
    expect(addresses.size).toBe(5_000);
    expect(addresses.get('/api/products/?junk=0')).toBeUndefined();
    expect(addresses.get('/api/products/?junk=5099')).toBeDefined();
    addresses.learn(`/api/products/?junk=${'x'.repeat(600)}`, { key: 'k', route: 'r' });
    expect(addresses.get(`/api/products/?junk=${'x'.repeat(600)}`)).toBeUndefined();
  });
});
