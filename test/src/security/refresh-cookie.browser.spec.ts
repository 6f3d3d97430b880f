import type { Page } from 'playwright-core';

import type { TestBrowser } from '../harness/browser.js';
import { waitUntil } from '../harness/wait.js';
import { logIn, type ShopUnderTest } from '../shop-app.js';
import { logInThroughPages, storefrontPage, useShopWithBrowser } from '../storefront/storefront-harness.js';

/** Everything the page's scripts can see of the login: its storages and its cookies. */
function scriptView(page: Page) {
  return page.evaluate(() => {
    /** The page's Storage (not in this project's types, which are Node's). */
    interface Storage {
      length: number;
      key(index: number): string | null;
      getItem(key: string): string | null;
    }
    const window = globalThis as unknown as {
      localStorage: Storage;
      sessionStorage: Storage;
      document: { cookie: string };
    };
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key)]),
      );
    return {
      local: dump(window.localStorage),
      session: dump(window.sessionStorage),
      cookie: window.document.cookie,
    };
  });
}

const stored = async (page: Page) =>
  JSON.parse((await scriptView(page)).local['kilau.auth'] ?? 'null') as { token: string; expiresAt: number } | null;

/**
 * The storefront keeps the refresh token where no script of the page can reach it: the
 * service's httpOnly cookie. A page opened after the access token expired still ends up logged
 * in through the cookie; logging out clears it, and the old cookie no longer works.
 */
describe('the storefront login and its refresh cookie', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  useShopWithBrowser({ accessTokenTtlSeconds: 4 }, (world) => ({ shop, browser } = world));

  const refreshCookie = async () => (await browser.context.cookies()).find((cookie) => cookie.name === 'kilau_refresh');
  const header = (page: Page) => page.getByRole('banner');

  it('keeps the refresh token out of reach of scripts, logs in again after expiry through the cookie, and logs out for good', async () => {
    const page = await storefrontPage(browser, shop, { path: '/' });
    await logInThroughPages(page, shop, 'kuki.toko@example.com');

    const cookie = (await refreshCookie())!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const view = await scriptView(page);
    expect(view.cookie).not.toContain('kilau_refresh');
    expect(JSON.stringify(view)).not.toContain(cookie.value);
    expect(Object.keys((await stored(page))!).sort()).toEqual(['email', 'expiresAt', 'token', 'user']);

    // no storefront page open while the access token runs out, so nobody refreshes it; the
    // storage is read from an API address of the shop, where the storefront's scripts do not run
    await page.close();
    const reopened = await browser.context.newPage();
    await reopened.goto(`${shop.url}/api/health/live`);
    const before = (await stored(reopened))!;
    await waitUntil(async () => Date.now() > before.expiresAt + 500, { what: 'the access token expired' });
    expect((await stored(reopened))!.token).toBe(before.token);

    await reopened.goto(`${shop.url}/`);
    await header(reopened).getByRole('button', { name: 'Account' }).waitFor();
    const after = (await stored(reopened))!;
    expect(after.token).not.toBe(before.token);
    expect(after.expiresAt).toBeGreaterThan(Date.now());
    const rotated = (await refreshCookie())!;
    expect(rotated.value).not.toBe(cookie.value);

    await header(reopened).getByRole('button', { name: 'Account' }).click();
    await header(reopened).getByRole('menuitem', { name: 'Logout' }).click();
    await reopened.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await reopened.getByText('Successfully logged out').first().waitFor();
    await waitUntil(async () => !(await refreshCookie()), { what: 'the refresh cookie cleared' });
    expect(await stored(reopened)).toBeNull();
    const replayed = await shop.call('POST', '/api/auth/refresh/', {
      headers: { 'x-refresh-mode': 'cookie', cookie: `kilau_refresh=${rotated.value}` },
    });
    expect(replayed.status).toBe(401);
    await reopened.close();
  }, 60_000);

  it('moves a refresh token an earlier storefront left in storage into the cookie', async () => {
    const login = await logIn(shop, 'lama@example.com');
    const page = await browser.context.newPage();
    await browser.context.clearCookies({ name: 'kilau_refresh' });
    const legacy = JSON.stringify({
      token: login.access,
      refreshToken: login.refresh,
      email: login.user.email,
      user: login.user,
      expiresAt: JSON.parse(Buffer.from(login.access.split('.')[1]!, 'base64url').toString()).exp * 1000,
    });
    await page.addInitScript(`localStorage.setItem('kilau.auth', ${JSON.stringify(legacy)})`);
    await page.goto(`${shop.url}/faq`);
    await waitUntil(async () => !!(await refreshCookie()), { what: 'the refresh cookie set' });
    expect(JSON.stringify(await scriptView(page))).not.toContain(login.refresh);
    await header(page).getByRole('button', { name: 'Account' }).waitFor();
    // the token of before was traded once: it no longer works
    expect((await shop.call('POST', '/api/auth/refresh/', { body: { refresh: login.refresh } })).status).toBe(401);
    await page.close();
  }, 60_000);
});
