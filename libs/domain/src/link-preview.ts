import { INDEXED_PAGES, itemTitle, routeTitle, SITE_DESCRIPTION, SITE_NAME, UNINDEXED_PATHS } from './page-meta.js';

/**
 * What a shared link shows (Open Graph), and what search engines are given (sitemap.xml,
 * robots.txt): built here as text, written by the service, which knows the catalogue and the
 * shop's public address. Every value from the catalogue is HTML-escaped: a product's name is
 * staff input and lands inside the storefront's <head>.
 */

/** The tags of one page. `image` and `url` are absolute; `price` only for an item's page. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'product';
  image?: string;
  /** Whole rupiah. */
  price?: number;
}

/** An item as its detail page presents it: name, words, main picture (a /media/ path or a URL) and price. */
export interface PreviewItem {
  name: string;
  description: string;
  image: string | null | undefined;
  price: number;
}

/** Longest description a preview shows in full (Open Graph cards cut around here). */
const DESCRIPTION_MAX = 200;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** `path` on the shop's public address (a path already absolute, such as a picture on a CDN, is kept). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A description on one line and at most DESCRIPTION_MAX characters, cut at a word with '…'. */
export function previewDescription(text: string, fallback: string): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!flat) return fallback;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** An item's page: its name, words, picture and price, as a product card. */
export function itemPageMeta(item: PreviewItem, publicUrl: string, path: string): PageMeta {
  return {
    title: itemTitle(item.name),
    description: previewDescription(item.description, `${item.name.trim()}: titanium jewellery from ${SITE_NAME}`),
    url: absoluteUrl(publicUrl, path),
    type: 'product',
    ...(item.image ? { image: absoluteUrl(publicUrl, item.image) } : {}),
    price: item.price,
  };
}

/** Any other page: its title, the shop's description. */
export function defaultPageMeta(publicUrl: string, path: string): PageMeta {
  return { title: routeTitle(path), description: SITE_DESCRIPTION, url: absoluteUrl(publicUrl, path), type: 'website' };
}

/** The head tags of a page, each value escaped. */
export function previewTags(meta: PageMeta): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:type', meta.type),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    ...(meta.price !== undefined
      ? [property('product:price:amount', String(meta.price)), property('product:price:currency', 'IDR')]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
}

/**
 * index.html with the page's tags: its own <title> and description are replaced (one of each,
 * never two), the others added before </head>.
 */
export function withPreview(html: string, meta: PageMeta): string {
  const bare = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // a function, so a name holding `$&` or `$'` is text, not a replacement pattern
  return bare.replace(/<\/head>/i, () => `  ${previewTags(meta)}\n  </head>`);
}

/** One sitemap address: a path and, when the catalogue knows it, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

/** sitemap.xml (sitemaps.org 0.9) of the storefront's indexed pages and the given items, absolute and escaped. */
export function sitemapXml(publicUrl: string, items: readonly SitemapEntry[]): string {
  const entries: SitemapEntry[] = [...INDEXED_PAGES.map((path) => ({ path })), ...items];
  const urls = entries.map(({ path, lastmod }) => {
    const at = lastmod ? new Date(lastmod) : undefined;
    const day = at && !Number.isNaN(at.getTime()) ? `<lastmod>${at.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${day}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the console, the API, payment, account and order pages; the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...UNINDEXED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
