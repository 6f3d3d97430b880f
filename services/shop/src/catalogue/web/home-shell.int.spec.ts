import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ShopUnderTest, startShop } from '@kilau/test';

/** The storefront's index.html as its build leaves it: the stylesheet inline, the root empty. */
const STYLE = ':root{--ink:#1f1a17}.page-hero{position:relative}';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Kilau · Titanium Jewellery</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <style>${STYLE}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js' },
  'src/home/HomePage.tsx': { file: 'assets/HomePage-b.js', imports: ['index.html'], css: ['assets/HomePage-c.css'] },
};

/**
 * The home page as served: its first screen (the hero picture in the page, asked for before the
 * scripts, and the home chunk's hints) and the inline stylesheet allowed by its hash; other pages
 * get neither the shell nor the hints.
 */
describe("the home page's first screen in index.html", () => {
  let shop: ShopUnderTest;
  let storefrontDir: string;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'kilau-storefront-'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    await mkdir(join(storefrontDir, '.vite'));
    await writeFile(join(storefrontDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    shop = await startShop({ storefrontDir });
  });
  afterAll(async () => {
    await shop.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  const open = async (path: string) => {
    const answer = await fetch(`${shop.url}${path}`);
    expect(answer.status).toBe(200);
    return { html: await answer.text(), policy: answer.headers.get('content-security-policy') ?? '' };
  };

  it('allows the inline stylesheet by its hash, and no other inline style', async () => {
    const hash = createHash('sha256').update(STYLE).digest('base64');
    for (const path of ['/', '/products/1']) {
      const { policy } = await open(path);
      expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  it("draws the home banner in the page, asks for it before the scripts, and hints the home page's chunk", async () => {
    await shop.sql.query(`DELETE FROM page_banners WHERE page = 'homepage'`);
    await shop.sql.query(
      `INSERT INTO page_banners (page, image_url) VALUES ('homepage', '/media/banners/home-test.svg')`,
    );
    const { html } = await open('/');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/banners/home-test.svg" fetchpriority="high">\n    <script type="module"',
    );
    expect(html).toContain(
      '<div id="root"><div class="home-shell" aria-hidden="true">' +
        '<div class="site-header"><div class="site-header__bar"><span class="site-header__logo">KILAU</span></div></div>' +
        '<div class="home-shell__marquee"></div><section class="page-hero">' +
        '<img loading="eager" fetchpriority="high" decoding="async" class="page-hero__picture" src="/media/banners/home-test.svg" alt="">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-b.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-c.css">');
  });

  it('leaves other pages, and a home without a banner, without the shell', async () => {
    expect((await open('/products/1')).html).toContain('<div id="root"></div>');
    expect((await open('/products/1')).html).not.toContain('HomePage-b.js');
    await shop.sql.query(`DELETE FROM page_banners WHERE page = 'homepage'`);
    const { html } = await open('/');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toContain('HomePage-b.js');
  });
});
