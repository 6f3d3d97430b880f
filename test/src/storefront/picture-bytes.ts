import type { Page } from 'playwright-core';

import { openBrowser } from '../harness/browser.js';
import type { ShopUnderTest } from '../shop-app.js';

export interface PictureBytes {
  /** Pictures fetched until the page is quiet after opening: what a visitor pays to see the top. */
  onArrival: number;
  /** And after scrolling to the end, when every lazy picture has loaded. */
  scrolledThrough: number;
  /** The addresses fetched, for a test to look at. */
  urls: string[];
}

/** Every answer of the API without its `image_variants`: the storefront as it was before them. */
function withoutVariants(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVariants);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'image_variants')
      .map(([key, field]) => [key, withoutVariants(field)]),
  );
}

/**
 * The home page's document without the first screen the service draws into it (the hero's
 * `<picture>` with its variants and its preload): the app draws the hero itself, from the answers.
 */
function withoutFirstScreen(html: string): string {
  return html
    .replace(/<link rel="preload" as="image"[^>]*>\s*/, '')
    .replace(/<div id="root">[\s\S]*?<\/section><\/div><\/div>/, '<div id="root"></div>');
}

/** The hero picture has loaded (run in the page, where `document` is). */
export const HERO_ARRIVED = `(() => {
  const hero = document.querySelector('.page-hero img');
  return !!hero && hero.complete && hero.naturalWidth > 0;
})()`;

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** The page has asked the catalogue and drawn its sections, and the hero picture has arrived. */
async function drawn(page: Page): Promise<void> {
  await page.locator('.product-card__picture').first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('.gallery__picture').first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(HERO_ARRIVED, undefined, { timeout: 60_000 });
}

/**
 * The bytes of pictures (headers and bodies as they crossed the network, from Chromium's own
 * accounting) the home page downloads at this viewport width, in a fresh browser (cold cache).
 * `before`: the API's answers stripped of their variants, and the page of its first screen, so
 * every picture loads as uploaded.
 */
export async function homePictureBytes(
  shop: ShopUnderTest,
  width: number,
  options: { before?: boolean } = {},
): Promise<PictureBytes> {
  const browser = await openBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: width <= 390 ? 844 : 800 });
    if (options.before) {
      await page.route(`${shop.url}/api/**`, async (route) => {
        const response = await route.fetch();
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('json')) return route.fulfill({ response });
        // the body is handed over decoded: the headers must not claim it is still compressed
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        await route.fulfill({ status: response.status(), headers, json: withoutVariants(await response.json()) });
      });
      await page.route(`${shop.url}/`, async (route) => {
        const response = await route.fetch();
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        await route.fulfill({ status: response.status(), headers, body: withoutFirstScreen(await response.text()) });
      });
    }
    let total = 0;
    const urls: string[] = [];
    const counted: Array<Promise<void>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      urls.push(request.url());
      counted.push(
        request.sizes().then((sizes) => {
          total += sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      );
    });
    await page.goto(`${shop.url}/`);
    await drawn(page);
    await quiet(page);
    await Promise.all(counted);
    const onArrival = total;
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.waitForTimeout(100);
    }
    await quiet(page);
    await Promise.all(counted);
    return { onArrival, scrolledThrough: total, urls };
  } finally {
    await browser.close();
  }
}
