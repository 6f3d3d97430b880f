import type { Locator, Page } from 'playwright-core';

import { seedDemoData } from '@kilau/shop';

import { openBrowser, type TestBrowser } from '../harness/browser.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { HERO_ARRIVED } from './picture-bytes.js';
import { assertStorefrontBuilt, PHONE, screenshot, storefrontPage } from './storefront-harness.js';

const DESKTOP = 1280;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** The area two boxes share; zero when they do not overlap. */
function overlap(a: Box, b: Box): number {
  const wide = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const tall = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, wide) * Math.max(0, tall);
}

/** Whether a sideways row has more to show than its width. */
const overflows = (row: Locator) => row.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

/**
 * A row's arrows: none when everything fits; when it overflows both shown, back disabled at the
 * start, and next disabled once scrolled to the end (back then enabled).
 */
async function expectArrowsFollowOverflow(row: Locator, back: Locator, next: Locator, shouldOverflow: boolean) {
  await row.scrollIntoViewIfNeeded();
  expect(await overflows(row)).toBe(shouldOverflow);
  if (!shouldOverflow) {
    expect(await back.count()).toBe(0);
    expect(await next.count()).toBe(0);
    return;
  }
  await back.waitFor();
  expect(await back.isDisabled()).toBe(true);
  expect(await next.isEnabled()).toBe(true);
  await next.click();
  await back.and(back.locator(':scope:not([disabled])')).waitFor({ timeout: 15_000 });
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await next.and(next.locator(':scope[disabled]')).waitFor({ timeout: 15_000 });
  expect(await back.isEnabled()).toBe(true);
}

/**
 * The home page's polish, on the demo shop at 1280 px and on a 390 px phone: video tiles show a
 * poster frame and load no clip until played; carousels show arrows only when they overflow; the
 * Best Seller grid has no half-empty last row; on the phone the headline sits under the hero
 * picture, not on it; a card's rating reads as stars, figure and review count.
 */
describe('the polished home page', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await startShop();
    assertStorefrontBuilt(shop);
    await seedDemoData({ databaseUrl: shop.config.databaseUrl, mediaDir: shop.config.mediaDir });
    browser = await openBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  const home = async (width: number): Promise<Page> => {
    const page = await storefrontPage(browser, shop, { width, path: '/' });
    await page.getByRole('heading', { name: 'Jewellery That Tells Your Story' }).waitFor();
    return page;
  };

  it.each([DESKTOP, PHONE])(
    'at %i px each video tile shows its poster frame and loads no clip before it is played',
    async (width) => {
      const page = await home(width);
      const videos = page.locator('.videos__video');
      await videos.first().waitFor({ state: 'attached' });
      const tiles = await videos.evaluateAll((all) =>
        all.map((video) => ({
          poster: video.getAttribute('poster'),
          preload: video.getAttribute('preload'),
          readyState: (video as unknown as { readyState: number }).readyState,
        })),
      );
      expect(tiles.length).toBe(3);
      for (const tile of tiles) {
        expect(tile.poster).toMatch(/-poster\.svg$/);
        expect(tile.preload).toBe('none');
        expect(tile.readyState).toBe(0); // no clip data fetched
      }
      // each poster loads as a picture with a size of its own
      const sizes = (await page.evaluate(`Promise.all(${JSON.stringify(tiles.map((tile) => tile.poster))}.map(
        (url) => new Promise((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(0);
          image.src = url;
        })))`)) as number[];
      expect(sizes.every((size) => size > 0)).toBe(true);
      await page.locator('.videos').scrollIntoViewIfNeeded();
      // idle, not loading: the clips wait for a press of play (the tiles' spinners gone with it)
      await page.waitForFunction(
        `[...document.querySelectorAll('.videos__video')].every((video) => video.networkState === 1)`,
        undefined,
        { timeout: 30_000 },
      );
      await screenshot(page, `home-polish-videos-${width}`, { fullPage: false });
      await page.close();
    },
    120_000,
  );

  it.each<[number, boolean]>([
    [DESKTOP, false],
    [PHONE, true],
  ])(
    'at %i px the video arrows show only when the clips overflow (overflow: %s)',
    async (width, overflowing) => {
      const page = await home(width);
      const videos = page.getByRole('region', { name: 'Kilau videos' });
      await videos.locator('.videos__video').first().waitFor({ state: 'attached' });
      await expectArrowsFollowOverflow(
        videos.locator('.videos__track'),
        videos.getByRole('button', { name: 'Previous videos' }),
        videos.getByRole('button', { name: 'Next videos' }),
        overflowing,
      );
      await page.close();
    },
    120_000,
  );

  it.each([DESKTOP, PHONE])(
    'at %i px the recommendations show arrows exactly when their cards overflow (phones swipe, no arrows)',
    async (width) => {
      const page = await home(width);
      await page.locator('.home-grid .product-card__link').first().click();
      const recommendations = page.locator('.recommendations');
      await recommendations.locator('.product-card').first().waitFor({ timeout: 30_000 });
      const row = recommendations.locator('.recommendations__row');
      const back = recommendations.getByRole('button', { name: 'Scroll recommendations left' });
      const next = recommendations.getByRole('button', { name: 'Scroll recommendations right' });
      if (width === PHONE) {
        expect(await overflows(row)).toBe(true);
        expect(await back.isVisible()).toBe(false);
        expect(await next.isVisible()).toBe(false);
      } else {
        await expectArrowsFollowOverflow(row, back, next, await overflows(row));
      }
      await screenshot(page, `home-polish-recommendations-${width}`, { fullPage: false });
      await page.close();
    },
    120_000,
  );

  it.each([DESKTOP, PHONE])('at %i px the Best Seller grid has no half-empty last row', async (width) => {
    const page = await home(width);
    const cards = page.locator('.home-grid > li');
    await cards.first().waitFor();
    const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(width === PHONE ? 2 : 4);
    expect(tops.length % perRow).toBe(0);
    await page.close();
  });

  it.each([DESKTOP, PHONE])('at %i px the headline leaves the hero picture in view', async (width) => {
    const page = await home(width);
    const picture = page.locator('.page-hero__picture');
    const headline = page.locator('.page-hero h1');
    await page.waitForFunction(HERO_ARRIVED, undefined, { timeout: 60_000 });
    const pictureBox = await box(picture);
    const headlineBox = await box(headline);
    expect(pictureBox.height).toBeGreaterThan(150);
    if (width === PHONE) {
      expect(overlap(pictureBox, headlineBox)).toBe(0);
      expect(headlineBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height - 1);
    } else {
      // wide screens keep the words on the banner's left, the jewellery on its right in view
      expect(headlineBox.x + headlineBox.width).toBeLessThan(pictureBox.x + pictureBox.width * 0.75);
    }
    await screenshot(page, `home-polish-hero-${width}`, { fullPage: false });
    await page.close();
  });

  it.each([DESKTOP, PHONE])(
    'at %i px a Best Seller card reads its rating as stars, the figure and how many reviews name it',
    async (width) => {
      const reviews = (await shop.call('GET', '/api/reviews/')).body as Array<{ products: number[] }>;
      const counts = new Map<number, number>();
      for (const review of reviews)
        for (const id of new Set(review.products)) counts.set(id, (counts.get(id) ?? 0) + 1);
      const reviewed = [...counts.keys()];
      expect(reviewed.length).toBeGreaterThan(0);

      const page = await home(width);
      const cards = page.locator('.home-grid .product-card');
      await cards.first().waitFor();
      const seen = await cards.evaluateAll((all) =>
        all.map((card) => ({
          href: card.querySelector('a')?.getAttribute('href') ?? '',
          label: card.querySelector('.product-card__stars')?.getAttribute('aria-label') ?? '',
          stars: card.querySelector('.product-card__stars')?.textContent ?? '',
          reviews: card.querySelector('.product-card__reviews')?.textContent ?? '',
        })),
      );
      const rated = seen.filter((card) => card.label);
      expect(rated.length).toBeGreaterThan(0);
      let withReviews = 0;
      for (const card of rated) {
        const id = Number(/\/(\d+)$/.exec(card.href)?.[1]);
        const count = counts.get(id) ?? 0;
        const noun = count === 1 ? 'review' : 'reviews';
        const rating = String.raw`^Rated \d(\.\d)? out of 5`;
        if (count === 0) {
          expect(card.label).toMatch(new RegExp(`${rating}, no reviews yet$`));
          expect(card.reviews).toBe('(no reviews yet)');
        } else {
          expect(card.label).toMatch(new RegExp(`${rating} from ${count} ${noun}$`));
          expect(card.reviews).toBe(`(${count} ${noun})`);
          withReviews++;
        }
        expect(card.stars).toMatch(/^★{5}\d(\.\d)?\((\d+ reviews?|no reviews yet)\)$/);
      }
      expect(withReviews).toBeGreaterThan(0);
      await page.locator('.home-grid').scrollIntoViewIfNeeded();
      await screenshot(page, `home-polish-cards-${width}`, { fullPage: false });
      await page.close();
    },
  );

  it("spells the shop's own words Jewellery; only the seed's gallery heading keeps Jewelry", async () => {
    const page = await home(DESKTOP);
    await page.getByRole('heading', { name: 'Jewelry that speaks for you' }).waitFor();
    const text = await page.locator('body').innerText();
    const american = text.match(/jewelry[^\n]*/gi) ?? [];
    expect(american).toEqual(['Jewelry that speaks for you']);
    expect(await page.title()).toContain('Jewellery');
    await page.close();
  });
});
