import {
  absoluteUrl,
  defaultPageMeta,
  itemPageMeta,
  previewDescription,
  previewTags,
  robotsTxt,
  sitemapXml,
  withPreview,
} from './link-preview.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kilau: titanium jewellery, charms and gift sets, made in Indonesia" />
    <title>Kilau · Titanium Jewellery</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PUBLIC_URL = 'https://kilau.example';

describe("an item's link preview", () => {
  const meta = itemPageMeta(
    {
      name: 'Kalung Titanium Rantai',
      description: 'Rantai halus\n dari titanium.',
      image: '/media/k.jpg',
      price: 150_000,
    },
    PUBLIC_URL,
    '/products/7',
  );

  it('is a product card with absolute addresses and the price in rupiah', () => {
    expect(meta).toEqual({
      title: 'Kalung Titanium Rantai | Kilau',
      description: 'Rantai halus dari titanium.',
      url: 'https://kilau.example/products/7',
      type: 'product',
      image: 'https://kilau.example/media/k.jpg',
      price: 150_000,
    });
    const tags = previewTags(meta);
    expect(tags).toContain('<meta property="og:type" content="product" />');
    expect(tags).toContain('<meta property="og:image" content="https://kilau.example/media/k.jpg" />');
    expect(tags).toContain('<meta property="product:price:amount" content="150000" />');
    expect(tags).toContain('<meta property="product:price:currency" content="IDR" />');
  });

  it('replaces the page title and description once, and adds the rest to the head', () => {
    const html = withPreview(INDEX, meta);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Kalung Titanium Rantai | Kilau</title>');
    expect(html).toContain('<meta name="description" content="Rantai halus dari titanium." />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes what staff typed, so a name cannot open a script', () => {
    const evil = itemPageMeta(
      {
        name: '<script>alert(1)</script>',
        description: '"><img src=x onerror=alert(1)>',
        image: '/media/"x.jpg',
        price: 1,
      },
      PUBLIC_URL,
      '/products/8',
    );
    const html = withPreview(INDEX, evil);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; | Kilau</title>');
    expect(html).toContain('content="https://kilau.example/media/&quot;x.jpg"');
  });

  it("keeps a name holding replacement patterns ($& $') as it is", () => {
    const odd = itemPageMeta(
      { name: "Kalung $& $' $`", description: '', image: null, price: 1 },
      PUBLIC_URL,
      '/products/9',
    );
    const html = withPreview(INDEX, odd);
    expect(html).toContain('<title>Kalung $&amp; $&#39; $` | Kilau</title>');
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('says something when the item has no description, and no picture tag without a picture', () => {
    const bare = itemPageMeta(
      { name: 'Cincin', description: '  ', image: null, price: 90_000 },
      PUBLIC_URL,
      '/products/9',
    );
    expect(bare.description).toBe('Cincin: titanium jewellery from Kilau');
    expect(previewTags(bare)).not.toContain('og:image');
  });

  it('cuts a long description at a word', () => {
    const words = 'kalung '.repeat(60);
    const cut = previewDescription(words, '');
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('kalung…')).toBe(true);
  });
});

describe('the default preview', () => {
  it('names the page and the shop, as a website, with no price', () => {
    const meta = defaultPageMeta(PUBLIC_URL, '/faq');
    expect(meta).toEqual({
      title: 'FAQ | Kilau',
      description: 'Kilau: titanium jewellery, charms and gift sets, made in Indonesia',
      url: 'https://kilau.example/faq',
      type: 'website',
    });
    expect(previewTags(meta)).not.toContain('product:price');
  });

  it.each([
    ['https://kilau.example/', '/media/a.jpg', 'https://kilau.example/media/a.jpg'],
    ['https://kilau.example', 'media/a.jpg', 'https://kilau.example/media/a.jpg'],
    ['https://kilau.example', 'https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
  ])('%s + %s is %s', (base, path, url) => {
    expect(absoluteUrl(base, path)).toBe(url);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the fixed pages and the items, absolute, with their last change', () => {
    const xml = sitemapXml(PUBLIC_URL, [
      { path: '/products/7', lastmod: '2026-11-20T03:00:00.000Z' },
      { path: '/products-charm/3', lastmod: null },
      { path: '/products-sets/4?x=<&>', lastmod: 'not a date' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://kilau.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://kilau.example/faq</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://kilau.example/products/7</loc><lastmod>2026-11-20T03:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://kilau.example/products-charm/3</loc></url>');
    expect(xml).toContain('<loc>https://kilau.example/products-sets/4?x=&lt;&amp;&gt;</loc></url>');
    expect(xml).not.toContain('/checkout');
  });

  it('keeps crawlers out of the console, the API, payment and account pages, and names the sitemap', () => {
    const robots = robotsTxt(PUBLIC_URL);
    for (const path of [
      '/adminDashboard',
      '/api/',
      '/checkout',
      '/payment-processing',
      '/my-orders',
      '/track-order/',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://kilau.example/sitemap.xml\n');
  });
});
