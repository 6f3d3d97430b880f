import type { Page } from 'playwright-core';

import type { TestBrowser } from '../harness/browser.js';
import { waitUntil } from '../harness/wait.js';
import type { ShopUnderTest } from '../shop-app.js';
import { logInThroughPages, storefrontPage, useShopWithBrowser } from './storefront-harness.js';

/**
 * The login as the storefront keeps it: shared by every tab of the browser, refreshed quietly
 * through the refresh cookie before the access token expires, and the refreshing tabs taking
 * turns. A refresh token is single-use and the service revokes a login whose refresh token comes
 * back twice, so two tabs sending the same cookie at once would log the shopper out: here two
 * tabs refresh again and again and stay in.
 */
describe('the storefront session across tabs', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  // access tokens live 8 s; the storefront refreshes a quarter of that ahead, so every ~6 s
  useShopWithBrowser({ accessTokenTtlSeconds: 8 }, (world) => ({ shop, browser } = world));

  /** The login the storefront keeps in the page's storage (the browser's, not this process's). */
  const stored = (page: Page) =>
    page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage;
      return JSON.parse(storage.getItem('kilau.auth') ?? 'null') as { token: string; refreshToken?: string } | null;
    });
  const header = (page: Page) => page.getByRole('banner');

  it('a login in one tab shows in the other, survives repeated quiet refreshes in both, and a logout ends both', async () => {
    const first = await storefrontPage(browser, shop, { path: '/' });
    const second = await storefrontPage(browser, shop, { path: '/' });
    await header(second).getByRole('link', { name: 'Login' }).waitFor();

    await logInThroughPages(first, shop, 'tabs@example.com');
    // the other tab learns of it from storage, without a reload
    await header(second).getByRole('button', { name: 'Account' }).waitFor();

    const tokens = new Set<string>();
    await waitUntil(
      async () => {
        const token = (await stored(first))?.token;
        if (token) tokens.add(token);
        return tokens.size >= 4;
      },
      { what: 'three quiet refreshes', timeoutMs: 30_000 },
    );

    const { token, refreshToken } = (await stored(second))!;
    // the refresh token stays in the service's httpOnly cookie
    expect(refreshToken).toBeUndefined();
    const me = await second.evaluate(async (token) => {
      const answer = await fetch('/api/auth/me/', { headers: { Authorization: `Bearer ${token}` } });
      return { status: answer.status, body: (await answer.json()) as { email: string } };
    }, token);
    expect(me).toEqual({ status: 200, body: expect.objectContaining({ email: 'tabs@example.com' }) });
    for (const page of [first, second]) await header(page).getByRole('button', { name: 'Account' }).waitFor();

    await header(second).getByRole('button', { name: 'Account' }).click();
    await header(second).getByRole('menuitem', { name: 'Logout' }).click();
    await second.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await second.getByText('Successfully logged out').first().waitFor();
    await header(first).getByRole('link', { name: 'Login' }).waitFor();
    expect(await stored(first)).toBeNull();
  }, 90_000);
});
