import {
  BANNER_PAGES,
  CHARM_CATEGORIES,
  CHARM_LABELS,
  GIFT_SET_LABELS,
  PRODUCT_CATEGORIES,
  PRODUCT_LABELS,
} from '@kilau/domain';

import {
  demoBanners,
  demoCampaigns,
  demoCharms,
  demoGallery,
  demoGiftSets,
  demoProducts,
  demoReviews,
  demoVideos,
} from './index.js';

const productByKey = new Map(demoProducts.map((p) => [p.key, p]));
const charmKeys = new Set(demoCharms.map((c) => c.key));
const giftSetKeys = new Set(demoGiftSets.map((g) => g.key));

const countBy = <T>(items: readonly T[], pick: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(pick(item), (counts.get(pick(item)) ?? 0) + 1);
  return counts;
};
const isWhole = (n: number) => Number.isInteger(n) && n > 0;
const hasOneDecimal = (n: number) => Math.round(n * 10) / 10 === n;
const unique = (keys: readonly string[]) => new Set(keys).size === keys.length;

describe('demo products', () => {
  const nonSets = demoProducts.filter((p) => p.category !== 'jewel_set');

  it('has at least 60 products with unique keys', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
    expect(unique(demoProducts.map((p) => p.key))).toBe(true);
    for (const p of demoProducts) expect(p.key).toMatch(/^[a-z]+(-[a-z]+)*-\d{2}$/);
  });

  it.each(PRODUCT_CATEGORIES)('has at least 6 %s products', (category) => {
    expect(countBy(demoProducts, (p) => p.category).get(category) ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('uses only known labels, and every label appears', () => {
    for (const p of demoProducts) expect(PRODUCT_LABELS).toContain(p.label);
    for (const label of PRODUCT_LABELS) expect(demoProducts.some((p) => p.label === label)).toBe(true);
  });

  it('has unique, non-empty names', () => {
    expect(unique(demoProducts.map((p) => p.name))).toBe(true);
    for (const p of demoProducts) expect(p.name.trim().length).toBeGreaterThan(5);
  });

  it('prices are whole rupiah in a realistic range, jewel sets above single pieces', () => {
    for (const p of nonSets) {
      expect(isWhole(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(89_000);
      expect(p.price).toBeLessThanOrEqual(650_000);
    }
    for (const set of demoProducts.filter((p) => p.category === 'jewel_set')) {
      expect(isWhole(set.price)).toBe(true);
      const parts = set.jewelSetOf.map((key) => productByKey.get(key)?.price ?? 0);
      expect(set.price).toBeGreaterThan(Math.max(...parts));
      expect(set.price).toBeLessThan(parts.reduce((a, b) => a + b, 0));
    }
  });

  it('discounts are mostly 0, otherwise 10, 15 or 20 percent', () => {
    for (const p of demoProducts) expect([0, 10, 15, 20]).toContain(p.discount);
    const discounted = demoProducts.filter((p) => p.discount > 0).length;
    expect(discounted).toBeGreaterThan(0);
    expect(discounted).toBeLessThan(demoProducts.length / 4);
  });

  it('ratings are 4.0-5.0 with one decimal', () => {
    for (const p of demoProducts) {
      expect(p.rating).toBeGreaterThanOrEqual(4);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(hasOneDecimal(p.rating)).toBe(true);
    }
  });

  it('stock has sold-out, low-stock and normal products', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(200);
    }
    expect(demoProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.filter((p) => p.stock >= 1 && p.stock <= 9).length).toBeGreaterThanOrEqual(5);
    expect(demoProducts.filter((p) => p.stock >= 10).length).toBeGreaterThan(demoProducts.length / 2);
  });

  it('sold counts spread widely so best seller means something', () => {
    const sold = demoProducts.map((p) => p.soldStok);
    for (const s of sold) expect(Number.isInteger(s) && s >= 0).toBe(true);
    expect(Math.max(...sold)).toBeGreaterThanOrEqual(400);
    expect(Math.min(...sold)).toBeLessThanOrEqual(20);
    expect(new Set(sold).size).toBeGreaterThan(demoProducts.length * 0.8);
  });

  it('creation ages spread over 1-400 days with at least 8 new arrivals', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.daysAgo)).toBe(true);
      expect(p.daysAgo).toBeGreaterThanOrEqual(1);
      expect(p.daysAgo).toBeLessThanOrEqual(400);
    }
    expect(demoProducts.filter((p) => p.daysAgo <= 20).length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...demoProducts.map((p) => p.daysAgo))).toBeGreaterThan(300);
  });

  it('descriptions are one or two sentences and details are multi-line', () => {
    for (const p of demoProducts) {
      expect(p.description.length).toBeGreaterThan(30);
      expect(p.description.split(/[.!?](\s|$)/).filter((s) => s && s.trim()).length).toBeLessThanOrEqual(2);
      expect(p.details.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(p.details).toContain('Titanium');
    }
  });

  it('has a positive image count', () => {
    for (const p of demoProducts) expect(p.imageCount).toBeGreaterThanOrEqual(2);
  });
});

describe('charm rules on products', () => {
  const accepting = demoProducts.filter((p) => p.acceptsCharms);

  it('only necklaces and bracelets accept charms, at least 10 of them', () => {
    expect(accepting.length).toBeGreaterThanOrEqual(10);
    for (const p of accepting) expect(['necklace', 'bracelet']).toContain(p.category);
    for (const category of ['necklace', 'bracelet'] as const) {
      expect(accepting.some((p) => p.category === category)).toBe(true);
    }
  });

  it('has at least 3 spreadable and 3 max3 bases', () => {
    expect(accepting.filter((p) => p.spreadable).length).toBeGreaterThanOrEqual(3);
    expect(accepting.filter((p) => p.max3).length).toBeGreaterThanOrEqual(3);
  });

  it('max3 and max5 are exclusive; accepting products are exactly one of them', () => {
    for (const p of demoProducts) {
      if (p.acceptsCharms) expect(p.max3 !== p.max5).toBe(true);
      else expect([p.max3, p.max5, p.spreadable]).toEqual([false, false, false]);
    }
  });

  it('recommends 2-5 existing charms on accepting products only', () => {
    for (const p of demoProducts) {
      if (!p.acceptsCharms) {
        expect(p.charmKeys).toEqual([]);
        continue;
      }
      expect(p.charmKeys.length).toBeGreaterThanOrEqual(2);
      expect(p.charmKeys.length).toBeLessThanOrEqual(p.max3 ? 3 : 5);
      expect(unique(p.charmKeys)).toBe(true);
      for (const key of p.charmKeys) expect(charmKeys).toContain(key);
    }
  });
});

describe('jewel sets', () => {
  it('bundle 2-3 existing non-jewel-set products; nothing else bundles', () => {
    for (const p of demoProducts) {
      if (p.category !== 'jewel_set') {
        expect(p.jewelSetOf).toEqual([]);
        continue;
      }
      expect(p.jewelSetOf.length).toBeGreaterThanOrEqual(2);
      expect(p.jewelSetOf.length).toBeLessThanOrEqual(3);
      expect(unique(p.jewelSetOf)).toBe(true);
      for (const key of p.jewelSetOf) {
        expect(productByKey.get(key)?.category).toBeDefined();
        expect(productByKey.get(key)?.category).not.toBe('jewel_set');
      }
    }
  });

  it('list their members before themselves so insertion in order works', () => {
    const position = new Map(demoProducts.map((p, i) => [p.key, i]));
    for (const [i, p] of demoProducts.entries()) {
      for (const key of p.jewelSetOf) expect(position.get(key)).toBeLessThan(i);
    }
  });
});

describe('demo charms', () => {
  it('has at least 80 charms with unique keys and names', () => {
    expect(demoCharms.length).toBeGreaterThanOrEqual(80);
    expect(unique(demoCharms.map((c) => c.key))).toBe(true);
    expect(unique(demoCharms.map((c) => c.name))).toBe(true);
  });

  it('covers every category', () => {
    const counts = countBy(demoCharms, (c) => c.category);
    for (const category of CHARM_CATEGORIES) expect(counts.get(category) ?? 0).toBeGreaterThan(0);
    expect(counts.get('alphabet')).toBe(26);
    expect(counts.get('number')).toBe(10);
    expect(counts.get('birthstone')).toBe(12);
    expect(counts.get('zodiac')).toBe(12);
    for (const c of demoCharms) expect(CHARM_CATEGORIES).toContain(c.category);
  });

  it('has at least 5 charms of every label', () => {
    const counts = countBy(demoCharms, (c) => c.label);
    for (const label of CHARM_LABELS) expect(counts.get(label) ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('prices are whole rupiah between 25.000 and 95.000', () => {
    for (const c of demoCharms) {
      expect(isWhole(c.price)).toBe(true);
      expect(c.price).toBeGreaterThanOrEqual(25_000);
      expect(c.price).toBeLessThanOrEqual(95_000);
      expect([0, 10, 15, 20]).toContain(c.discount);
    }
  });

  it('ratings, stock, sold counts and ages are sensible', () => {
    for (const c of demoCharms) {
      expect(c.rating).toBeGreaterThanOrEqual(4);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(hasOneDecimal(c.rating)).toBe(true);
      expect(Number.isInteger(c.stock) && c.stock >= 0).toBe(true);
      expect(Number.isInteger(c.soldStok) && c.soldStok >= 0).toBe(true);
      expect(c.daysAgo).toBeGreaterThanOrEqual(1);
      expect(c.daysAgo).toBeLessThanOrEqual(400);
      expect(c.description.length).toBeGreaterThan(20);
    }
    expect(demoCharms.filter((c) => c.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(demoCharms.filter((c) => c.stock >= 1 && c.stock <= 9).length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo gift sets', () => {
  it('has at least 12 gift sets with unique keys', () => {
    expect(demoGiftSets.length).toBeGreaterThanOrEqual(12);
    expect(unique(demoGiftSets.map((g) => g.key))).toBe(true);
  });

  it.each(GIFT_SET_LABELS)('has at least 3 %s gift sets', (label) => {
    expect(demoGiftSets.filter((g) => g.label === label).length).toBeGreaterThanOrEqual(3);
  });

  it('marks exactly the monthly specials as monthly special', () => {
    for (const g of demoGiftSets) expect(g.isMonthlySpecial).toBe(g.label === 'monthlySpecial');
  });

  it('bundles 2-4 existing products, whole prices 250.000-1.200.000, no discount', () => {
    for (const g of demoGiftSets) {
      expect(g.productKeys.length).toBeGreaterThanOrEqual(2);
      expect(g.productKeys.length).toBeLessThanOrEqual(4);
      expect(unique(g.productKeys)).toBe(true);
      for (const key of g.productKeys) expect(productByKey.has(key)).toBe(true);
      expect(isWhole(g.price)).toBe(true);
      expect(g.price).toBeGreaterThanOrEqual(250_000);
      expect(g.price).toBeLessThanOrEqual(1_200_000);
      expect(g.discount).toBe(0);
      expect(hasOneDecimal(g.rating)).toBe(true);
      expect(g.imageCount).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('demo campaigns', () => {
  const running = demoCampaigns.filter((c) => c.startDaysAgo > 0 && c.endInDays > 0);
  const ended = demoCampaigns.filter((c) => c.endInDays < 0);

  it('has exactly one running and one ended campaign', () => {
    expect(running).toHaveLength(1);
    expect(ended).toHaveLength(1);
    for (const c of ended) expect(c.startDaysAgo).toBeGreaterThan(-c.endInDays);
  });

  it('the running campaign has at least 2 percent and 2 amount items', () => {
    const items = running[0]?.items ?? [];
    const percent = items.filter((i) => i.type === 'percent');
    const amount = items.filter((i) => i.type === 'amount');
    expect(percent.length).toBeGreaterThanOrEqual(2);
    expect(amount.length).toBeGreaterThanOrEqual(2);
  });

  it('items name existing, in-stock products with valid values', () => {
    for (const campaign of demoCampaigns) {
      expect(unique(campaign.items.map((i) => i.productKey))).toBe(true);
      for (const item of campaign.items) {
        const product = productByKey.get(item.productKey);
        expect(product).toBeDefined();
        expect(product?.stock).toBeGreaterThan(0);
        if (item.type === 'percent') {
          expect(Number.isInteger(item.value)).toBe(true);
          expect(item.value).toBeGreaterThanOrEqual(5);
          expect(item.value).toBeLessThanOrEqual(30);
        } else {
          expect(isWhole(item.value)).toBe(true);
          expect(item.value).toBeLessThan(product?.price ?? 0);
        }
      }
    }
  });
});

describe('storefront content', () => {
  it('has exactly one banner for every page key', () => {
    expect(demoBanners.map((b) => b.page).sort()).toEqual([...BANNER_PAGES].sort());
    for (const b of demoBanners) expect(b.headline.trim().length).toBeGreaterThan(0);
  });

  it.each([
    ['homepage', 'Jewellery That Tells Your Story'],
    ['earrings', 'Frame Your Face with Elegance'],
    ['bracelets', 'Every Charm, a Memory'],
    ['necklaces', 'Wear Your Story, Close to Your Heart'],
    ['charmbar', 'Craft a Piece as Unique as You'],
    ['new_arrival', 'Fresh Designs, Timeless Stories'],
    ['jewel_set', 'Effortless Elegance, Perfectly Paired'],
  ])('uses the seed headline on %s', (page, headline) => {
    expect(demoBanners.find((b) => b.page === page)?.headline).toBe(headline);
  });

  it('has at least 8 gallery images with alt text', () => {
    expect(demoGallery.length).toBeGreaterThanOrEqual(8);
    for (const g of demoGallery) expect(g.altText.trim().length).toBeGreaterThan(5);
  });

  it('has exactly 3 videos naming the generated asset files', () => {
    expect(demoVideos.map((v) => v.file)).toEqual(['kilau-video-1.webm', 'kilau-video-2.webm', 'kilau-video-3.webm']);
    for (const v of demoVideos) expect(v.title.trim().length).toBeGreaterThan(0);
  });

  it('has at least 20 reviews, mostly five stars, some with images', () => {
    expect(demoReviews.length).toBeGreaterThanOrEqual(20);
    const fives = demoReviews.filter((r) => r.rating === 5).length;
    expect(fives).toBeGreaterThan(demoReviews.length / 2);
    expect(demoReviews.some((r) => r.withImage)).toBe(true);
    expect(demoReviews.some((r) => !r.withImage)).toBe(true);
  });

  it('each review has a name, a 3-5 rating, text and links 1-2 existing items', () => {
    for (const r of demoReviews) {
      expect(r.userName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect([3, 4, 5]).toContain(r.rating);
      expect(r.text.trim().length).toBeGreaterThan(10);
      expect(r.daysAgo).toBeGreaterThanOrEqual(1);
      const links = r.productKeys.length + r.charmKeys.length + r.giftSetKeys.length;
      expect(links).toBeGreaterThanOrEqual(1);
      expect(links).toBeLessThanOrEqual(2);
      for (const key of r.productKeys) expect(productByKey.has(key)).toBe(true);
      for (const key of r.charmKeys) expect(charmKeys).toContain(key);
      for (const key of r.giftSetKeys) expect(giftSetKeys).toContain(key);
    }
  });
});
