import type { TestBrowser } from '../harness/browser.js';
import type { ShopUnderTest } from '../shop-app.js';
import { expectNoSeriousA11yViolations, storefrontPage, useShopWithBrowser } from './storefront-harness.js';

/**
 * The shop serves the built storefront: the page, its header on every route, deep links that
 * open the app, and the app's own not-found page.
 */
describe('storefront served by the shop', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  useShopWithBrowser({}, (world) => ({ shop, browser } = world));

  it('opens at / with the header: logo, the eight links, search, login and cart', async () => {
    const page = await storefrontPage(browser, shop, { path: '/' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Kilau home' }).isVisible()).resolves.toBe(true);
    const main = header.getByRole('navigation', { name: 'Main' });
    for (const [label, to] of [
      ['Charm Bar', '/charmbar'],
      ['Charms', '/charms'],
      ['Necklaces', '/necklaces'],
      ['Bracelets', '/bracelets'],
      ['Earrings', '/earrings'],
      ['Rings', '/rings'],
      ['Anklets', '/anklets'],
      ['Gift Sets', '/giftsets'],
    ]) {
      expect(await main.getByRole('link', { name: label!, exact: true }).getAttribute('href')).toBe(to);
    }
    for (const name of ['Search', 'Cart']) {
      expect(await header.getByRole('button', { name }).isVisible()).toBe(true);
    }
    expect(await header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await page.close();
  });

  it('opens a deep link in the app, and an unknown path on its not-found page', async () => {
    const page = await storefrontPage(browser, shop, { path: '/no-such-page/here' });
    await page.getByText('Oops! Page Not Found').waitFor();
    const deep = await page.goto(`${shop.url}/track-order/JT0000000001`);
    expect(deep?.status()).toBe(200);
    expect(await deep?.headerValue('content-type')).toMatch(/text\/html/);
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.close();
  });

  it('opens the cart logged out as the Login Required dialog, whose Login goes to /login', async () => {
    const page = await storefrontPage(browser, shop, { path: '/' });
    await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.getByText('You need to be logged in to access your shopping cart.').waitFor();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
    await page.close();
  });

  it('searches from the header: the text URL-encoded, blank text ignored', async () => {
    const page = await storefrontPage(browser, shop, { path: '/' });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    expect(await box.getAttribute('placeholder')).toBe('COUPLE BRACELETS....');
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('kalung & gelang');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).search).toBe('?q=kalung%20%26%20gelang');
    await page.close();
  });

  it('the accessibility check fails on serious findings and names them', async () => {
    const page = await browser.context.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><img src="x.png"><input type="text">' +
        '<button></button></main></html>',
    );
    const failure = await expectNoSeriousA11yViolations(page, 'a bad page').catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/serious or critical finding\(s\) on a bad page/);
    for (const rule of ['image-alt', 'label', 'button-name']) expect((failure as Error).message).toContain(rule);
    await page.close();
  });
});
