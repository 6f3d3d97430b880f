import { waitUntil } from '../harness/wait.js';
import { logIn, logInStaff } from '../shop-app.js';
import { storefrontPage } from '../storefront/storefront-harness.js';
import { startSession } from '../storefront/storefront-steps.js';
import { CONSOLE_GREETING, consoleScreenshot, logInToConsoleThroughPages, useConsoleWorld } from './console-harness.js';

/** The page's localStorage (not in this project's types, which are Node's). */
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Who gets into the console (order-side seed §6): a staff member through the storefront's login
 * and the mailed code, back to the page asked for; a visitor without a login is sent to /login; a
 * customer is sent to the storefront's home. The service refuses the same people on its own.
 */
describe('the console guard', () => {
  const world = useConsoleWorld();

  it('sends a visitor to /login, and the staff member back to the console after the mailed code', async () => {
    const { shop, browser } = world;
    await logInStaff(shop, 'gudang@example.com');
    const page = await storefrontPage(browser, shop, { path: '/' });
    await logInToConsoleThroughPages(page, shop, 'gudang@example.com', '/adminDashboard/dashboard');
    const sidebar = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    for (const item of [
      'Orders',
      'Products',
      'Charms',
      'Gift Sets',
      'Discount Campaign',
      'Footer Gallery',
      'Page Banners',
    ]) {
      await sidebar.getByRole('menuitem', { name: item, exact: true }).waitFor();
    }
    await consoleScreenshot(page, 'console-after-login');
    await page.close();
  });

  it("keeps staff in through the refresh cookie when the access token has run out, until the console's logout", async () => {
    const { shop, browser } = world;
    await logInStaff(shop, 'gudang3@example.com');
    const page = await storefrontPage(browser, shop, { path: '/' });
    await logInToConsoleThroughPages(page, shop, 'gudang3@example.com', '/adminDashboard/dashboard');
    const refreshCookie = async () =>
      (await browser.context.cookies()).find((cookie) => cookie.name === 'kilau_refresh');
    expect(await refreshCookie()).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // the stored login's access token counts as run out: the console refreshes it before letting the page in
    const before = await page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
      const stored = JSON.parse(storage.getItem('kilau.auth')!) as { token: string; expiresAt: number };
      storage.setItem('kilau.auth', JSON.stringify({ ...stored, expiresAt: Date.now() - 1000 }));
      return stored.token;
    });
    // a token signed within the same second as the first would be the same bytes: let a second pass
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/refresh') && r.status() === 200);
    await page.reload();
    await refreshed;
    await page.getByText(CONSOLE_GREETING).waitFor();
    const after = await page.evaluate(() =>
      (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem('kilau.auth')!,
    );
    expect(JSON.parse(after)).toMatchObject({ email: 'gudang3@example.com', expiresAt: expect.any(Number) });
    expect(JSON.parse(after).token).not.toBe(before);
    expect(after).not.toContain((await refreshCookie())!.value);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitUntil(async () => !(await refreshCookie()), { what: 'the refresh cookie cleared' });
    await page.close();
  });

  it('sends a customer who opens the console to the storefront home', async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, {
      loggedInAs: 'pembeli@example.com',
      path: '/adminDashboard/charms',
    });
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByText(CONSOLE_GREETING).count()).toBe(0);
    await page.close();
  });

  it('sends a staff member to the storefront home when the profile check fails', async () => {
    const { shop, browser } = world;
    await logInStaff(shop, 'gudang2@example.com');
    const page = await browser.context.newPage();
    // the service cannot be made to fail its profile call from outside: this one call answers 503
    await page.route('**/api/auth/me/', (route) => route.fulfill({ status: 503, body: '{}' }));
    await startSession(page, shop, 'gudang2@example.com');
    await page.goto(`${shop.url}/adminDashboard/dashboard`);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByText(CONSOLE_GREETING).count()).toBe(0);
    await page.close();
  });

  it('sends a visitor without a login to /login, asking to come back', async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, { path: '/adminDashboard/giftsets' });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/adminDashboard/giftsets');
    await page.close();
  });

  it('refuses the console API to a visitor (401) and a customer (403)', async () => {
    const { shop } = world;
    const customer = await logIn(shop, 'pembeli2@example.com');
    const visitor = await shop.call('GET', '/api/admin/orders-table/');
    expect(visitor).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    const refused = await shop.call('GET', '/api/admin/orders-table/', { token: customer.access });
    expect(refused.status).toBe(403);
  });
});
