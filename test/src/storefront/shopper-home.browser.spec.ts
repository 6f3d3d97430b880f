import type { Page } from 'playwright-core';

import { failCall } from './api-routes.js';
import {
  animationStart,
  computedStyle,
  RECORD_SCROLLS,
  scrolledToUpperHalf,
  scrollIntoViewOf,
  scrollLeftBecomes,
} from './page-probes.js';
import { NAMES } from './storefront-catalogue.js';
import {
  expectNoSeriousA11yViolations,
  PHONE,
  storefrontPage,
  type StorefrontWorld,
  useStorefrontWorld,
} from './storefront-harness.js';

const LAPTOP = 1280;

/** Six clips without files: enough to overflow the carousel on a phone. */
const CLIPS = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  title: `Klip ${i + 1}`,
  video_file: '',
  poster: '',
  created_at: '2026-01-01T00:00:00Z',
}));

/** A page of the shop, logged out, whose calls may be answered by `prepare` before it opens. */
async function openAt(world: StorefrontWorld, width: number, path: string, prepare?: (page: Page) => Promise<unknown>) {
  const page = await world.browser.context.newPage();
  await page.setViewportSize({ width, height: width <= PHONE ? 844 : 900 });
  await prepare?.(page);
  await page.goto(`${world.shop.url}${path}`);
  return page;
}

/**
 * The home page, the header and the gift-set landing as the storefront seed words them (§1, §2,
 * §4, §8, §9): the claims strip and the 25 s marquee, the staff's admin button, the side menu at
 * 1500 px and below, the smooth scroll to the monthly special, the video carousel's 300 px steps,
 * and what the page does when its lookups fail (fallback banner, placeholder pictures, the seed's
 * failure lines, campaigns and videos silent).
 */
describe('storefront: the home page and header, in the seed words', () => {
  const world = useStorefrontWorld();

  it('shows the claims strip and the four marquee lines looping every 25 s', async () => {
    const page = await openAt(world, LAPTOP, '/');
    const strip = page.getByRole('region', { name: 'Our materials' });
    await strip.getByRole('listitem').first().waitFor();
    // the words as written (the strip shows them in capitals), without the decorative mark
    const claims = (await strip.getByRole('listitem').allTextContents()).map((text) => text.replace('✦', '').trim());
    expect(claims).toEqual(['Hypoallergenic', 'Tarnish Free', '18K Gold', 'Titanium Plated', 'Waterproof']);
    const track = page.locator('.marquee__track');
    // the lines are written twice for a seamless loop; the copy is hidden from screen readers
    const lines = await track.locator('li:not([aria-hidden])').allTextContents();
    expect(lines).toEqual([
      'Uniquely yours',
      'Customize your own jewel',
      'Loved by 389 customers',
      'Waterproof guaranteed',
    ]);
    expect(await computedStyle(track, 'animationName')).toBe('marquee');
    expect(await computedStyle(track, 'animationDuration')).toBe('25s');
    expect(await computedStyle(track, 'animationIterationCount')).toBe('infinite');
    await expectNoSeriousA11yViolations(page, 'home at 1280 px');
    await page.close();
  });

  it.each([
    [LAPTOP, 'Admin Dashboard'],
    [PHONE, 'Admin'],
  ])('at %i px shows staff the %s button to /adminDashboard/dashboard, and shoppers none', async (width, label) => {
    const staff = `staf-${width}@example.com`;
    await world.shop.sql.query(`INSERT INTO users (email, is_staff) VALUES ($1, true)`, [staff]);
    const page = await storefrontPage(world.browser, world.shop, { width, path: '/', loggedInAs: staff });
    const admin = page.getByRole('banner').getByRole('link', { name: label, exact: true });
    await admin.waitFor();
    expect(await admin.getAttribute('href')).toBe('/adminDashboard/dashboard');
    await page.close();

    const shopper = await storefrontPage(world.browser, world.shop, {
      width,
      path: '/',
      loggedInAs: `pembeli-${width}@example.com`,
    });
    await shopper
      .getByRole('banner')
      .getByRole('button', { name: /^Account/ })
      .waitFor();
    expect(await shopper.getByRole('banner').getByRole('link', { name: /Admin/ }).count()).toBe(0);
    await shopper.close();
  });

  it('keeps the eight links in the header above 1500 px, and in a slide-in side menu at 1500 px and below', async () => {
    const page = await openAt(world, 1501, '/');
    const header = page.getByRole('banner');
    const links = header.getByRole('navigation', { name: 'Main' });
    await links.getByRole('link', { name: 'Gift Sets' }).waitFor();
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    for (const width of [1500, LAPTOP, PHONE]) {
      await page.setViewportSize({ width, height: 844 });
      await links.waitFor({ state: 'hidden' });
      await header.getByRole('button', { name: 'Open menu' }).click();
      const menu = header.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor();
      expect(await computedStyle(menu, 'animationName')).toBe('slide-in');
      expect(await animationStart(page, 'slide-in')).toMatch(/^translateX?\(-100%\)$/);
      expect(await menu.getByRole('link').allInnerTexts()).toEqual(
        ['Charm Bar', 'Charms', 'Necklaces', 'Bracelets', 'Earrings', 'Rings', 'Anklets', 'Gift Sets'].map((name) =>
          expect.stringMatching(new RegExp(`^${name}$`, 'i')),
        ),
      );
      if (width === PHONE) await expectNoSeriousA11yViolations(page, 'side menu at 390 px');
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'hidden' });
    }
    // a link in the menu goes there and closes it
    await header.getByRole('button', { name: 'Open menu' }).click();
    await header.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Necklaces' }).click();
    await page.waitForURL(/\/necklaces$/);
    await header.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'hidden' });
    await page.close();
  });

  it("scrolls smoothly from the home's Monthly Special tile to #valentine-promo on /giftsets", async () => {
    // each scrollIntoView the page asks for is recorded: the behaviour is what the seed names
    const page = await openAt(world, LAPTOP, '/', (p) => p.addInitScript(RECORD_SCROLLS));
    await page
      .getByRole('link', { name: /Monthly Special/ })
      .first()
      .click();
    await page.waitForURL(/\/giftsets#valentine-promo$/);
    const promo = page.locator('#valentine-promo');
    await promo.getByRole('link', { name: 'Shop Monthly Special Gift Sets' }).waitFor();
    expect(await scrollIntoViewOf(page, 'valentine-promo')).toEqual({ id: 'valentine-promo', behavior: 'smooth' });
    // and the page moves down until the promo is on screen
    await scrolledToUpperHalf(promo);
    await page.close();
  });

  it('scrolls the video carousel 300 px a step on a phone', async () => {
    const page = await openAt(world, PHONE, '/', (p) =>
      p.route(
        (url) => url.pathname === '/api/videos/',
        (route) => route.fulfill({ json: CLIPS }),
      ),
    );
    const videos = page.getByRole('region', { name: 'Kilau videos' });
    const track = videos.locator('.videos__track');
    await videos.getByRole('button', { name: 'Next videos' }).click();
    await scrollLeftBecomes(track, 300);
    await videos.getByRole('button', { name: 'Next videos' }).click();
    await scrollLeftBecomes(track, 600);
    await videos.getByRole('button', { name: 'Previous videos' }).click();
    await scrollLeftBecomes(track, 300);
    await page.close();
  });

  it("says 'Failed to check newsletter subscription' and 'Failed to subscribe to newsletter' when the footer's calls fail", async () => {
    const page = await storefrontPage(world.browser, world.shop, {
      width: PHONE,
      path: '/',
      loggedInAs: 'kabar@example.com',
    });
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox', { name: 'Your email address' });
    const alert = footer.getByRole('alert');
    // the check whether the address is already subscribed fails
    await failCall(page, '/api/newsletters/', 'GET');
    await box.fill('kabar@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await alert.filter({ hasText: 'Failed to check newsletter subscription' }).waitFor();
    // the check answers (not subscribed yet), the subscription itself fails
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failCall(page, '/api/newsletters/', 'POST');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await alert.filter({ hasText: 'Failed to subscribe to newsletter' }).waitFor();
    expect(await alert.innerText()).toBe('Failed to subscribe to newsletter');
    await page.close();
  });

  it('survives failed lookups: bundled banner, placeholder pictures, the seed lines, campaigns and videos silent', async () => {
    const page = await openAt(world, LAPTOP, '/', async (p) => {
      for (const path of ['/api/page-banners/', '/api/photo-gallery/', '/api/reviews/', '/api/discount-campaigns/'])
        await failCall(p, path);
      await failCall(p, '/api/videos/');
      // every catalogue picture broken
      await p.route('**/media/test/*.svg', (route) => route.abort());
    });
    const main = page.getByRole('main');
    await main.getByRole('alert').filter({ hasText: 'Failed to fetch photo gallery images' }).waitFor();
    await main.getByRole('alert').filter({ hasText: 'Failed to fetch reviews' }).waitFor();
    // the best sellers still show, priced without campaigns, each card with the placeholder
    const card = main.locator('.home-grid .product-card').filter({ hasText: NAMES.necklace });
    await card.scrollIntoViewIfNeeded();
    const picture = card.locator('img.product-card__picture').first();
    await page.waitForFunction(
      (img) => (img as { src: string }).src.startsWith('data:image/svg+xml'),
      await picture.elementHandle(),
    );
    expect(await picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(
      0,
    );
    // the hero shows the bundled banner
    const hero = page.locator('.page-hero__picture').first();
    await hero.waitFor();
    expect(await hero.getAttribute('src')).toMatch(/^data:image\/svg\+xml|banner-fallback/);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/Failed to fetch (page banners|discount campaigns|videos)/);
    expect(await page.getByRole('region', { name: 'Kilau videos' }).count()).toBe(0);
    await page.close();
  });
});
