import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { addCharm, addGiftSet, addProduct, logInStaff, type ShopUnderTest, startShop, waitUntil } from '@kilau/test';

/** The storefront's index.html as Vite leaves it (the head the service fills in). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kilau: titanium jewellery, charms and gift sets, made in Indonesia" />
    <title>Kilau · Titanium Jewellery</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The content of `<meta property|name="key" content="...">` in a page, still escaped as served. */
function tag(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

/**
 * Link previews and crawler files over HTTP, against the running shop: crawlers run no script, so
 * a product's page must carry its Open Graph tags as served. The catalogue cache is on (a minute),
 * so the test also shows a console edit reaching the preview at once.
 */
describe('link previews, sitemap.xml and robots.txt', () => {
  let shop: ShopUnderTest;
  let storefrontDir: string;
  let staff: string;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'kilau-storefront-'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    shop = await startShop({ storefrontDir, catalogueCacheTtlMs: 60_000 });
    staff = (await logInStaff(shop, 'staf-pratinjau@example.com')).access;
  });
  afterAll(async () => {
    await shop.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const answer = await fetch(`${shop.url}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    return answer.text();
  };

  it("gives a product's page its name, words, picture, address and price", async () => {
    const id = await addProduct(shop.sql, { name: 'Kalung Titanium Rantai Pratinjau', price: 250_000, discount: 10 });
    await shop.sql.query(`UPDATE products SET description = $1, images = $2 WHERE id = $3`, [
      'Rantai halus dari titanium, tahan karat.',
      JSON.stringify([{ image_url: '/media/products/rantai.jpg', alt_text: 'Rantai' }]),
      id,
    ]);
    const html = await page(`/products/${id}`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Kalung Titanium Rantai Pratinjau | Kilau</title>');
    expect(tag(html, 'description')).toBe('Rantai halus dari titanium, tahan karat.');
    expect(tag(html, 'og:title')).toBe('Kalung Titanium Rantai Pratinjau | Kilau');
    expect(tag(html, 'og:description')).toBe('Rantai halus dari titanium, tahan karat.');
    expect(tag(html, 'og:image')).toBe(`${shop.config.publicUrl}/media/products/rantai.jpg`);
    expect(tag(html, 'og:url')).toBe(`${shop.config.publicUrl}/products/${id}`);
    expect(tag(html, 'og:type')).toBe('product');
    expect(tag(html, 'product:price:amount')).toBe('225000');
    expect(tag(html, 'product:price:currency')).toBe('IDR');
    // the app itself is still there
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("gives a charm's and a gift set's page theirs", async () => {
    const charm = await addCharm(shop.sql, { name: 'Charm Bintang Pratinjau', price: 45_000 });
    const giftSet = await addGiftSet(shop.sql, { name: 'Paket Pratinjau', price: 500_000 });
    const charmPage = await page(`/products-charm/${charm}`);
    expect(tag(charmPage, 'og:title')).toBe('Charm Bintang Pratinjau | Kilau');
    expect(tag(charmPage, 'og:image')).toBe(`${shop.config.publicUrl}/media/test/charm.svg`);
    expect(tag(charmPage, 'product:price:amount')).toBe('45000');
    const giftPage = await page(`/products-sets/${giftSet}`);
    expect(tag(giftPage, 'og:title')).toBe('Paket Pratinjau | Kilau');
    expect(tag(giftPage, 'og:url')).toBe(`${shop.config.publicUrl}/products-sets/${giftSet}`);
    expect(tag(giftPage, 'product:price:amount')).toBe('500000');
  });

  it('escapes a product named <script>: no markup of it reaches the page', async () => {
    const id = await addProduct(shop.sql, { name: '<script>alert("xss")</script>', price: 100_000 });
    await shop.sql.query(`UPDATE products SET description = $1 WHERE id = $2`, [
      '"><img src=x onerror=alert(1)> Rantai & "kuat" < baja',
      id,
    ]);
    const html = await page(`/products/${id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; | Kilau</title>');
    // the description's markup is dropped, and what is left is escaped
    expect(tag(html, 'og:description')).toBe('&quot;&gt; Rantai &amp; &quot;kuat&quot; &lt; baja');
  });

  it('shows an edit at once, although previews come from the catalogue cache', async () => {
    const charm = await addCharm(shop.sql, { name: 'Charm Nama Lama', price: 30_000 });
    expect(tag(await page(`/products-charm/${charm}`), 'og:title')).toBe('Charm Nama Lama | Kilau');
    // a write behind the console's back shows too: the catalogue tables notify every process's cache
    await shop.sql.query('UPDATE charms SET name = $1 WHERE id = $2', ['Charm Nama Diam', charm]);
    await waitUntil(async () => tag(await page(`/products-charm/${charm}`), 'og:title') === 'Charm Nama Diam | Kilau', {
      timeoutMs: 10_000,
      what: 'the preview after a SQL write',
    });
    // the console's write is seen by the very next read (the API waits for its own listener)
    const edited = await shop.call('PATCH', `/api/charms/${charm}/`, {
      body: { name: 'Charm Nama Baru' },
      token: staff,
    });
    expect(edited.status).toBe(200);
    expect(tag(await page(`/products-charm/${charm}`), 'og:title')).toBe('Charm Nama Baru | Kilau');
  });

  it("gives other pages, and an item that does not exist, the site's own tags and the page's title", async () => {
    const faq = await page('/faq');
    expect(faq).toContain('<title>FAQ | Kilau</title>');
    expect(tag(faq, 'og:type')).toBe('website');
    expect(tag(faq, 'og:url')).toBe(`${shop.config.publicUrl}/faq`);
    expect(tag(faq, 'og:description')).toBe('Kilau: titanium jewellery, charms and gift sets, made in Indonesia');
    expect(tag(faq, 'product:price:amount')).toBeUndefined();
    const missing = await page('/products/987654321');
    expect(missing).toContain('<title>Product | Kilau</title>');
    expect(tag(missing, 'og:type')).toBe('website');
    expect(await page('/')).toContain('<title>Kilau · Titanium Jewellery</title>');
  });

  it('lists the pages and every item of the catalogue in sitemap.xml', async () => {
    const product = await addProduct(shop.sql, { name: 'Kalung Peta Situs', price: 120_000 });
    const jewelSet = await addProduct(shop.sql, { name: 'Set Peta Situs', price: 320_000, category: 'jewel_set' });
    const charm = await addCharm(shop.sql, { name: 'Charm Peta Situs', price: 20_000 });
    const giftSet = await addGiftSet(shop.sql, { name: 'Paket Peta Situs', price: 420_000 });
    const answer = await fetch(`${shop.url}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    const base = shop.config.publicUrl;
    for (const path of ['/', '/necklaces', '/giftsets', '/jewel-set', '/faq', '/refund']) {
      expect(xml).toContain(`<url><loc>${base}${path}</loc></url>`);
    }
    for (const path of [
      `/products/${product}`,
      `/products-jewelsets/${jewelSet}`,
      `/products-charm/${charm}`,
      `/products-sets/${giftSet}`,
    ]) {
      expect(xml).toMatch(
        new RegExp(`<url><loc>${base}${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`),
      );
    }
    expect(xml).not.toContain(`${base}/products/${jewelSet}<`);
    expect(xml).not.toMatch(/\/(checkout|my-orders|api|adminDashboard)/);
    // every <url> holds one absolute <loc>
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThanOrEqual(21);
    for (const url of urls) expect(url).toMatch(/^<url><loc>http:\/\/127\.0\.0\.1:\d+\/[^<]*<\/loc>/);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the console, API, payment and account pages', async () => {
    const answer = await fetch(`${shop.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await answer.text();
    expect(robots).toContain(`Sitemap: ${shop.config.publicUrl}/sitemap.xml`);
    for (const path of [
      '/adminDashboard',
      '/api/',
      '/checkout',
      '/payment-processing',
      '/payment-callback',
      '/my-orders',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });
});
