import { heroPictureHtml, heroPreloadHtml, homeShell, isDrawing, withFirstScreen } from './home-shell.js';
import type { PictureVariant } from './picture-variants.js';

const variants: PictureVariant[] = [
  { format: 'avif', width: 640, url: '/media/v/hero-640.avif' },
  { format: 'avif', width: 320, url: '/media/v/hero-320.avif' },
  { format: 'webp', width: 320, url: '/media/v/hero-320.webp' },
  { format: 'jpg', width: 320, url: '/media/v/hero-320.jpg' },
];

describe("the home shell's hero picture, as the storefront's Picture draws it", () => {
  it('shows a drawing as itself, fetched first', () => {
    expect(heroPictureHtml({ src: '/media/banners/homepage.svg', variants })).toBe(
      '<img loading="eager" fetchpriority="high" decoding="async" class="page-hero__picture" src="/media/banners/homepage.svg" alt="">',
    );
  });

  it('gives a photo its AVIF and WebP sources and its own format, narrowest first, at the page width', () => {
    const html = heroPictureHtml({ src: '/media/banners/homepage.jpg', variants });
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcset="/media/v/hero-320.avif 320w, /media/v/hero-640.avif 640w" sizes="100vw">' +
        '<source type="image/webp" srcset="/media/v/hero-320.webp 320w" sizes="100vw">' +
        '<img loading="eager" fetchpriority="high" decoding="async" class="page-hero__picture" src="/media/banners/homepage.jpg" srcset="/media/v/hero-320.jpg 320w" sizes="100vw" alt="">' +
        '</picture>',
    );
  });

  it('shows a photo without variants as itself', () => {
    expect(heroPictureHtml({ src: 'https://cdn.example/hero.jpg' })).toContain(
      'src="https://cdn.example/hero.jpg" alt=""',
    );
  });

  it('escapes an address staff typed', () => {
    expect(heroPictureHtml({ src: 'https://x.example/a.jpg?"><script>' })).toContain(
      'src="https://x.example/a.jpg?&quot;&gt;&lt;script&gt;"',
    );
  });

  it('knows a drawing by its address, query or not', () => {
    expect([isDrawing('/a.svg'), isDrawing('/a.SVG?v=2'), isDrawing('/a.svg.jpg')]).toEqual([true, true, false]);
  });
});

describe("the hero's preload", () => {
  it('preloads a drawing by its address', () => {
    expect(heroPreloadHtml({ src: '/media/banners/homepage.svg', variants })).toBe(
      '<link rel="preload" as="image" href="/media/banners/homepage.svg" fetchpriority="high">',
    );
  });

  it("preloads a photo's best format, for the browsers that take it, at the page width", () => {
    expect(heroPreloadHtml({ src: '/media/banners/homepage.jpg', variants })).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/v/hero-320.avif 320w, /media/v/hero-640.avif 640w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('preloads a photo with copies in its own format only by those', () => {
    const own = variants.filter((variant) => variant.format === 'jpg');
    expect(heroPreloadHtml({ src: '/h.jpg', variants: own })).toBe(
      '<link rel="preload" as="image" href="/h.jpg" imagesrcset="/media/v/hero-320.jpg 320w" imagesizes="100vw" fetchpriority="high">',
    );
  });
});

describe('index.html with the home shell', () => {
  const html =
    '<head>\n    <title>Kilau</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n' +
    '  <body>\n    <div id="root"></div>\n  </body>';
  const shell = homeShell({ src: '/media/banners/homepage.svg' });

  it("puts the header's frame, the marquee's band and the hero inside the app's root, hidden from screen readers", () => {
    const page = withFirstScreen(html, shell);
    expect(page).toContain('<div id="root"><div class="home-shell" aria-hidden="true">');
    expect(page).toContain('<span class="site-header__logo">KILAU</span>');
    expect(page).toContain('<div class="home-shell__marquee"></div><section class="page-hero"><img ');
    expect(page).toMatch(/<\/section><\/div><\/div>\n {2}<\/body>$/);
  });

  it("asks for the hero before the scripts, or at the head's end without any", () => {
    expect(withFirstScreen(html, shell)).toContain(
      '<link rel="preload" as="image" href="/media/banners/homepage.svg" fetchpriority="high">\n    <script type="module"',
    );
    expect(withFirstScreen('<head><title>K</title></head>', shell)).toBe(
      '<head><title>K</title>  <link rel="preload" as="image" href="/media/banners/homepage.svg" fetchpriority="high">\n  </head>',
    );
  });

  it('leaves the page as it is without a first screen, and takes an address with $& as text', () => {
    expect(withFirstScreen(html, undefined)).toBe(html);
    expect(withFirstScreen(html, { head: '$&', body: '$&' })).toContain('<div id="root">$&</div>');
  });
});

describe("a first screen's late hints", () => {
  it("go at the head's end, after the app's own scripts", () => {
    const page = withFirstScreen('<head>\n    <script src="/a.js"></script>\n  </head><div id="root"></div>', {
      head: '',
      late: '<link rel="modulepreload" href="/b.js">',
      body: '',
    });
    expect(page).toBe(
      '<head>\n    <script src="/a.js"></script>\n    <link rel="modulepreload" href="/b.js">\n  </head><div id="root"></div>',
    );
  });
});
