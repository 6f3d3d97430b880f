import { detailPath, detailRoute, itemTitle, routeTitle } from './page-meta.js';

/** Every storefront route (apps/storefront/src/app/routes.tsx) with the title its tab shows. */
const ROUTES: Array<[string, string]> = [
  ['/', 'Kilau · Titanium Jewellery'],
  ['/login', 'Log in | Kilau'],
  ['/verify', 'Enter your code | Kilau'],
  ['/login/link', 'Logging in | Kilau'],
  ['/charmbar', 'Charm Bar: build your necklace | Kilau'],
  ['/charms', 'Charms | Kilau'],
  ['/necklaces', 'Necklaces | Kilau'],
  ['/bracelets', 'Bracelets | Kilau'],
  ['/earrings', 'Earrings | Kilau'],
  ['/rings', 'Rings | Kilau'],
  ['/anklets', 'Anklets | Kilau'],
  ['/giftsets', 'Gift Sets | Kilau'],
  ['/for-her', 'Gift Sets for Her | Kilau'],
  ['/for-him', 'Gift Sets for Him | Kilau'],
  ['/for-us', 'Gift Sets for Us | Kilau'],
  ['/monthly-specials', 'Monthly Specials | Kilau'],
  ['/new-arrival', 'New Arrivals | Kilau'],
  ['/jewel-set', 'Jewel Sets | Kilau'],
  ['/search', 'Search | Kilau'],
  ['/products/7', 'Product | Kilau'],
  ['/products-charm/7', 'Charm | Kilau'],
  ['/products-sets/7', 'Gift Set | Kilau'],
  ['/products-jewelsets/7', 'Jewel Set | Kilau'],
  ['/checkout', 'Checkout | Kilau'],
  ['/checkout/payment', 'Card Payment | Kilau'],
  ['/checkout/virtual-account', 'Virtual Account Payment | Kilau'],
  ['/checkout/qris', 'QRIS Payment | Kilau'],
  ['/payment-processing', 'Processing Payment | Kilau'],
  ['/payment-callback', 'Payment Status | Kilau'],
  ['/track-order/JO0001', 'Track Order JO0001 | Kilau'],
  ['/my-orders', 'My Orders | Kilau'],
  ['/review', 'Write a Review | Kilau'],
  ['/newsletter/confirm', 'Confirm Your Subscription | Kilau'],
  ['/newsletter/unsubscribe', 'Unsubscribe | Kilau'],
  ['/faq', 'FAQ | Kilau'],
  ['/refund', 'Refund Policy | Kilau'],
  ['/no-such-page', 'Page Not Found | Kilau'],
];

describe('the title of each storefront route', () => {
  it.each(ROUTES)('%s is "%s"', (path, title) => {
    expect(routeTitle(path)).toBe(title);
  });

  it('gives every route its own title', () => {
    const titles = ROUTES.map(([, title]) => title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('reads a trailing slash as the same page', () => {
    expect(routeTitle('/faq/')).toBe('FAQ | Kilau');
    expect(routeTitle('/products/7/')).toBe('Product | Kilau');
  });

  it("names an item's page by the item", () => {
    expect(itemTitle('Kalung Titanium Rantai Halus')).toBe('Kalung Titanium Rantai Halus | Kilau');
    expect(itemTitle('  Gelang\n  Langka ')).toBe('Gelang Langka | Kilau');
  });
});

describe('detail routes', () => {
  it.each<[string, ReturnType<typeof detailRoute>]>([
    ['/products/12', { kind: 'product', id: 12 }],
    ['/products-jewelsets/3', { kind: 'jewel_set', id: 3 }],
    ['/products-charm/5/', { kind: 'charm', id: 5 }],
    ['/products-sets/9', { kind: 'gift_set', id: 9 }],
    ['/products/abc', undefined],
    ['/products/1234567890', undefined],
    ['/products/12/extra', undefined],
    ['/charms', undefined],
  ])('%s is %p', (path, route) => {
    expect(detailRoute(path)).toEqual(route);
  });

  it('builds the address each kind is read from', () => {
    for (const kind of ['product', 'jewel_set', 'charm', 'gift_set'] as const) {
      expect(detailRoute(detailPath(kind, 42))).toEqual({ kind, id: 42 });
    }
  });
});
