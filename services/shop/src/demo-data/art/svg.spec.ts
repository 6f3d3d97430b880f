import {
  BANNER_PAGES,
  CHARM_CATEGORIES,
  CHARM_LABELS,
  GIFT_SET_LABELS,
  PRODUCT_CATEGORIES,
  PRODUCT_LABELS,
} from '@kilau/domain';

import { demoCharms, demoGallery, demoGiftSets, demoProducts, demoReviews } from '../content/index.js';
import { glyphOf } from './charm.js';
import { bannerSvg, charmCutoutSvg, charmSvg, gallerySvg, giftSetSvg, productSvg, reviewPhotoSvg } from './svg.js';
import { escapeXml, wrapWords } from './xml.js';

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;

/** Checks what a browser's XML parser would reject: unbalanced tags, stray `<` or `&`, duplicate or dangling ids. */
function wellFormedProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let last = 0;
  for (const match of svg.matchAll(TAG)) {
    const between = svg.slice(last, match.index);
    if (between.includes('<') || between.includes('>')) problems.push(`stray bracket near ${match.index}`);
    last = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${match.index}`);
    } else {
      stack.push(name);
    }
  }
  if (svg.slice(last).trim() !== '') problems.push('text after the root element');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  for (const amp of svg.matchAll(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/g)) {
    problems.push(`bare & at ${amp.index}`);
  }
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) {
    if (!ids.includes(ref[1])) problems.push(`dangling url(#${ref[1]})`);
  }
  return problems;
}

function expectSvg(svg: string, width = 800, height = 800): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  const markup = svg.replace(/>[^<]*</g, '><');
  expect(markup).not.toMatch(/NaN|undefined|Infinity|\[object|\d\.\d{4,}/);
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  expect(svg).not.toMatch(/<image|@import|@font-face/);
  expect(wellFormedProblems(svg)).toEqual([]);
  expect(svg.length).toBeLessThan(80_000);
}

const hostile = 'Kalung <script>alert("x")</script> & \'Co\'';

describe('escapeXml', () => {
  it('escapes every markup character', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});

describe('productSvg', () => {
  const cases = PRODUCT_CATEGORIES.flatMap((category) => PRODUCT_LABELS.map((label) => ({ category, label })));

  it.each(cases)('draws a $label $category as a standalone, deterministic SVG', ({ category, label }) => {
    const input = { category, label, name: `Demo ${category} ${label}`, variant: 1 };
    const svg = productSvg(input);
    expectSvg(svg);
    expect(productSvg({ ...input })).toBe(svg);
  });

  it.each(cases)('variant 2 of a $label $category looks different from variant 1', ({ category, label }) => {
    const name = `Demo ${category} ${label}`;
    const first = productSvg({ category, label, name, variant: 1 });
    expect(productSvg({ category, label, name, variant: 2 })).not.toBe(first);
  });

  it('escapes markup in names', () => {
    const svg = productSvg({ category: 'necklace', label: 'gold', name: hostile, variant: 1 });
    expectSvg(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('draws every demo product image well-formed', () => {
    for (const p of demoProducts) {
      for (let variant = 1; variant <= p.imageCount; variant++) expectSvg(productSvg({ ...p, variant }));
    }
  });

  it('colours pieces by material', () => {
    const name = 'Kalung Bulan Sabit';
    expect(productSvg({ category: 'necklace', label: 'gold', name, variant: 1 })).toContain('metal-gold');
    expect(productSvg({ category: 'necklace', label: 'silver', name, variant: 1 })).toContain('metal-silver');
    expect(productSvg({ category: 'necklace', label: 'rose_gold', name, variant: 1 })).toContain('metal-rose_gold');
  });
});

describe('charmSvg', () => {
  it.each(CHARM_CATEGORIES.flatMap((category) => CHARM_LABELS.map((label) => ({ category, label }))))(
    'draws a $label $category charm deterministically',
    ({ category, label }) => {
      const input = { category, label, name: `Charm ${category} ${label}` };
      const svg = charmSvg(input);
      expectSvg(svg);
      expect(charmSvg({ ...input })).toBe(svg);
    },
  );

  it('shows the letter or digit of alphabet and number charms', () => {
    expect(glyphOf('Charm Huruf Q Gold', 'alphabet')).toBe('Q');
    expect(glyphOf('Charm Angka 7 Silver', 'number')).toBe('7');
    expect(charmSvg({ category: 'alphabet', label: 'gold', name: 'Charm Huruf Q Gold' })).toContain('>Q</text>');
    expect(charmSvg({ category: 'number', label: 'silver', name: 'Charm Angka 7 Silver' })).toContain('>7</text>');
  });

  it('engraves the zodiac sign named', () => {
    expect(charmSvg({ category: 'zodiac', label: 'gold', name: 'Charm Zodiak Leo Gold' })).toContain('\u264C');
  });

  it('escapes markup in names', () => {
    const svg = charmSvg({ category: 'alphabet', label: 'gold', name: '< & >' });
    expectSvg(svg);
    expect(svg).toContain('&lt; &amp; &gt;');
  });

  it('draws every demo charm well-formed, and different charms differently', () => {
    const svgs = demoCharms.map((c) => charmSvg(c));
    for (const svg of svgs) expectSvg(svg);
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});

describe('charmCutoutSvg', () => {
  it('draws every demo charm alone: the same charm as its photo, without backdrop, shadow or sparkles', () => {
    for (const c of demoCharms) {
      const cutout = charmCutoutSvg(c);
      expectSvg(cutout);
      expect(charmSvg(c)).toContain('url(#bg-'); // the photo has its backdrop and floor shadow ...
      expect(cutout).not.toContain('url(#bg-'); // ... the cut-out neither
      expect(cutout).not.toContain('url(#shadow)');
      // the charm itself is drawn identically in both, so it sits at the same place in the frame
      const photo = charmSvg(c);
      const charmPart = cutout.slice(cutout.indexOf('</defs>') + '</defs>'.length, cutout.lastIndexOf('</svg>'));
      expect(charmPart.length).toBeGreaterThan(100);
      expect(photo).toContain(charmPart);
    }
  });
});

describe('giftSetSvg', () => {
  it.each(GIFT_SET_LABELS)('draws a %s box, deterministic, with variant 2 opened', (label) => {
    const input = { label, name: `Paket ${label}`, variant: 1 };
    const svg = giftSetSvg(input);
    expectSvg(svg);
    expect(giftSetSvg({ ...input })).toBe(svg);
    expect(giftSetSvg({ ...input, variant: 2 })).not.toBe(svg);
  });

  it('escapes markup in names and draws every demo gift set', () => {
    const svg = giftSetSvg({ label: 'forHer', name: hostile, variant: 1 });
    expectSvg(svg);
    expect(svg).not.toContain('<script');
    for (const g of demoGiftSets) {
      for (let variant = 1; variant <= g.imageCount; variant++) expectSvg(giftSetSvg({ ...g, variant }));
    }
  });
});

describe('bannerSvg', () => {
  it.each(BANNER_PAGES)('draws the %s banner at 1600 x 600, without words (the page writes its headline)', (page) => {
    const svg = bannerSvg({ page, headline: 'Wear Your Story' });
    expectSvg(svg, 1600, 600);
    expect(bannerSvg({ page, headline: 'Wear Your Story' })).toBe(svg);
    expect(svg).not.toContain('class="headline"');
    expect(svg).toContain('<title>Wear Your Story</title>');
  });

  it('escapes markup and survives unknown pages', () => {
    const svg = bannerSvg({ page: 'promo<1>', headline: hostile });
    expectSvg(svg, 1600, 600);
    expect(svg).not.toContain('<script');
  });

  it('wraps long headlines into balanced lines', () => {
    expect(wrapWords('Wear Your Story, Close to Your Heart With Our Monthly Specials', 24)).toEqual([
      'Wear Your Story, Close',
      'to Your Heart With Our',
      'Monthly Specials',
    ]);
    expect(wrapWords('Every Charm, a Memory', 24)).toEqual(['Every Charm, a Memory']);
  });
});

describe('gallerySvg and reviewPhotoSvg', () => {
  it('draws every gallery image, deterministic, with its alt text as title', () => {
    const svgs = demoGallery.map((g, index) => gallerySvg({ index, altText: g.altText }));
    svgs.forEach((svg, index) => {
      expectSvg(svg);
      expect(svg).toContain(`<title>${escapeXml(demoGallery[index]?.altText ?? '')}</title>`);
      expect(gallerySvg({ index, altText: demoGallery[index]?.altText ?? '' })).toBe(svg);
    });
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(gallerySvg({ index: 0, altText: hostile })).not.toContain('<script');
  });

  it('draws a distinct, deterministic photo per review', () => {
    const svgs = demoReviews.map((_, index) => reviewPhotoSvg({ index }));
    for (const svg of svgs) expectSvg(svg);
    expect(reviewPhotoSvg({ index: 3 })).toBe(svgs[3]);
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});
