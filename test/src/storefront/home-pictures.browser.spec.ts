import { seedDemoData } from '@kilau/shop';

import { openBrowser, type TestBrowser } from '../harness/browser.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { photographHome } from './home-photos.js';
import { HERO_ARRIVED, homePictureBytes } from './picture-bytes.js';
import { assertStorefrontBuilt, PHONE, screenshot, storefrontPage } from './storefront-harness.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The home page of a shop whose pictures are photos: each picture a `<picture>` whose browser
 * picks the AVIF variant that fits its slot by `srcset` and `sizes`, lazily loaded except the
 * hero (the largest picture above the fold), which is fetched first and no wider than the screen
 * needs. The bytes it downloads, before variants and after, at 1280 px and on a phone.
 */
describe('the home page’s pictures', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await startShop();
    assertStorefrontBuilt(shop);
    await seedDemoData({ databaseUrl: shop.config.databaseUrl, mediaDir: shop.config.mediaDir });
    await photographHome(shop);
    browser = await openBrowser();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it.each<[number, string]>([
    [1280, '1280w'],
    [PHONE, '640w'],
  ])(
    'at %i px the hero is fetched first, as the %s AVIF; the other pictures wait lazily with a srcset',
    async (width, hero) => {
      const page = await storefrontPage(browser, shop, { width, path: '/' });
      const heroImage = page.locator('.page-hero picture img');
      await heroImage.waitFor();
      expect(await heroImage.getAttribute('fetchpriority')).toBe('high');
      expect(await heroImage.getAttribute('loading')).toBe('eager');
      expect(await page.locator('.page-hero picture source[type="image/avif"]').getAttribute('sizes')).toBe('100vw');
      await page.waitForFunction(HERO_ARRIVED);
      expect(await heroImage.evaluate((img) => (img as unknown as { currentSrc: string }).currentSrc)).toMatch(
        new RegExp(`\\.${hero}\\.avif$`),
      );

      const card = page.locator('.product-card__picture').first();
      await card.waitFor({ state: 'attached' });
      expect(await card.getAttribute('loading')).toBe('lazy');
      const cardSources = page.locator('.product-card__pictures picture').first().locator('source');
      expect(await cardSources.evaluateAll((sources) => sources.map((source) => source.getAttribute('type')))).toEqual([
        'image/avif',
        'image/webp',
      ]);
      expect(await cardSources.first().getAttribute('srcset')).toMatch(
        /\.320w\.avif 320w, .+\.640w\.avif 640w, .+\.1200w\.avif 1200w$/,
      );
      expect(await card.getAttribute('srcset')).toMatch(/\.320w\.jpg 320w/);
      for (const lazy of ['.gallery__picture', '.review-card__picture']) {
        const picture = page.locator(lazy).first();
        await picture.waitFor({ state: 'attached' });
        expect(await picture.getAttribute('loading')).toBe('lazy');
      }
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-pictures-${width}`, { fullPage: false });
      await page.close();
    },
  );

  it.each([1280, PHONE])(
    'at %i px downloads far fewer picture bytes than the pictures as uploaded',
    async (width) => {
      const before = await homePictureBytes(shop, width, { before: true });
      const after = await homePictureBytes(shop, width);
      // the figures the README quotes
      console.log(
        `home page pictures at ${width} px: on arrival ${kb(before.onArrival)} → ${kb(after.onArrival)}, ` +
          `scrolled through ${kb(before.scrolledThrough)} → ${kb(after.scrolledThrough)} ` +
          `(${before.urls.length} → ${after.urls.length} pictures)`,
      );
      expect(after.urls.filter((url) => url.endsWith('.avif')).length).toBeGreaterThan(10);
      expect(before.urls.some((url) => url.endsWith('.avif'))).toBe(false);
      expect(after.onArrival).toBeLessThan(before.onArrival / 2);
      expect(after.scrolledThrough).toBeLessThan(before.scrolledThrough / 2);
    },
    180_000,
  );
});
