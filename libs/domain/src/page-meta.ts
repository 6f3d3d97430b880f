/**
 * What each storefront address is called: the browser tab's title (set by the storefront as the
 * shopper moves) and the tags a link preview reads (written by the service into index.html, since
 * social crawlers run no script). One table, so the tab, the preview and the sitemap agree.
 * The words are English; a caller that speaks another language passes its words (TitleWords), as
 * the storefront does with its Indonesian titles.
 */

export const SITE_NAME = 'Kilau';
export const SITE_TITLE = 'Kilau · Titanium Jewellery';
export const SITE_DESCRIPTION = 'Kilau: titanium jewellery, charms and gift sets, made in Indonesia';

/** A page's title with the shop's name after it: "Kalung Titanium Rantai | Kilau". */
export const withSiteName = (title: string): string => `${title.trim()} | ${SITE_NAME}`;

/** The storefront's fixed addresses and their titles (the shop's name is added). */
const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/login': 'Log in',
  '/verify': 'Enter your code',
  '/login/link': 'Logging in',
  '/charmbar': 'Charm Bar: build your necklace',
  '/charms': 'Charms',
  '/necklaces': 'Necklaces',
  '/bracelets': 'Bracelets',
  '/earrings': 'Earrings',
  '/rings': 'Rings',
  '/anklets': 'Anklets',
  '/giftsets': 'Gift Sets',
  '/for-her': 'Gift Sets for Her',
  '/for-him': 'Gift Sets for Him',
  '/for-us': 'Gift Sets for Us',
  '/monthly-specials': 'Monthly Specials',
  '/new-arrival': 'New Arrivals',
  '/jewel-set': 'Jewel Sets',
  '/search': 'Search',
  '/checkout': 'Checkout',
  '/checkout/payment': 'Card Payment',
  '/checkout/virtual-account': 'Virtual Account Payment',
  '/checkout/qris': 'QRIS Payment',
  '/payment-processing': 'Processing Payment',
  '/payment-callback': 'Payment Status',
  '/my-orders': 'My Orders',
  '/review': 'Write a Review',
  '/newsletter/confirm': 'Confirm Your Subscription',
  '/newsletter/unsubscribe': 'Unsubscribe',
  '/faq': 'FAQ',
  '/refund': 'Refund Policy',
};

/** The pages a search engine may list besides the catalogue's own items (sitemap.xml). */
export const INDEXED_PAGES: readonly string[] = [
  '/',
  '/charmbar',
  '/charms',
  '/necklaces',
  '/bracelets',
  '/earrings',
  '/rings',
  '/anklets',
  '/giftsets',
  '/for-her',
  '/for-him',
  '/for-us',
  '/monthly-specials',
  '/new-arrival',
  '/jewel-set',
  '/faq',
  '/refund',
];

/** Addresses no search engine should list: the console, the API, payment, account and order pages. */
export const UNINDEXED_PATHS: readonly string[] = [
  '/adminDashboard',
  '/api/',
  '/checkout',
  '/payment-processing',
  '/payment-callback',
  '/my-orders',
  '/track-order/',
  '/review',
  '/login',
  '/verify',
  '/newsletter/',
  '/search',
];

export type DetailKind = 'product' | 'jewel_set' | 'charm' | 'gift_set';

/** The detail routes, and what each shows before its item has loaded. */
const DETAIL_ROUTES: ReadonlyArray<[RegExp, DetailKind, string]> = [
  [/^\/products\/(\d{1,9})\/?$/, 'product', 'Product'],
  [/^\/products-jewelsets\/(\d{1,9})\/?$/, 'jewel_set', 'Jewel Set'],
  [/^\/products-charm\/(\d{1,9})\/?$/, 'charm', 'Charm'],
  [/^\/products-sets\/(\d{1,9})\/?$/, 'gift_set', 'Gift Set'],
];

/** The item a detail address shows (`/products-charm/12` is charm 12); undefined for other pages. */
export function detailRoute(pathname: string): { kind: DetailKind; id: number } | undefined {
  for (const [pattern, kind] of DETAIL_ROUTES) {
    const id = pattern.exec(pathname)?.[1];
    if (id) return { kind, id: Number(id) };
  }
  return undefined;
}

/** The address of an item's detail page (a jewel set is a product with its own page). */
export function detailPath(kind: DetailKind, id: number): string {
  const prefix = {
    product: '/products',
    jewel_set: '/products-jewelsets',
    charm: '/products-charm',
    gift_set: '/products-sets',
  };
  return `${prefix[kind]}/${id}`;
}

/** Puts a title's English words (with `{{name}}` placeholders) in the reader's language. */
export type TitleWords = (english: string, values?: Record<string, string>) => string;

const TRACKING_TITLE = 'Track Order {{id}}';
const NOT_FOUND_TITLE = 'Page Not Found';

/** English as written, its placeholders filled. */
export const englishTitleWords: TitleWords = (english, values = {}) =>
  english.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** Every English title words a page can show, for a translation to cover them all. */
export const TITLE_WORDS: readonly string[] = [
  SITE_TITLE,
  ...Object.values(ROUTE_TITLES),
  ...DETAIL_ROUTES.map(([, , words]) => words),
  TRACKING_TITLE,
  NOT_FOUND_TITLE,
];

/**
 * The title of any storefront address: the home page's own, each fixed page's, a detail page's
 * kind until its item is known (then itemTitle), an order's tracking page, and 'Page Not Found'.
 */
export function routeTitle(pathname: string, words: TitleWords = englishTitleWords): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return words(SITE_TITLE);
  const fixed = ROUTE_TITLES[path];
  if (fixed) return withSiteName(words(fixed));
  const detail = DETAIL_ROUTES.find(([pattern]) => pattern.test(path));
  if (detail) return withSiteName(words(detail[2]));
  const tracked = /^\/track-order\/([^/]+)$/.exec(path)?.[1];
  if (tracked) return withSiteName(words(TRACKING_TITLE, { id: safeDecode(tracked) }));
  return withSiteName(words(NOT_FOUND_TITLE));
}

/** An item's detail page title: its name, then the shop's ("Kalung Titanium Rantai | Kilau"). */
export function itemTitle(name: string): string {
  return withSiteName(name.replace(/\s+/g, ' ') || SITE_NAME);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
