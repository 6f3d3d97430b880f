import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';

import { logInStaff, readLoginCode, type ShopUnderTest } from '../shop-app.js';
import {
  askForCodeThroughPages,
  storefrontPage,
  type StorefrontWorld,
  typeCode,
  useStorefrontWorld,
  WIDE,
} from '../storefront/storefront-harness.js';

/** Where the console tests leave their screenshots (ignored by git; CI may keep them as artifacts). */
export const CONSOLE_ARTIFACTS = fileURLToPath(new URL('../../artifacts/admin/', import.meta.url));

/** The staff member the console tests work as, unless a test names another. */
export const STAFF_EMAIL = 'admin@example.com';

/** A test shop without a built console: say so plainly instead of failing on a blank page. */
function assertConsoleBuilt(shop: ShopUnderTest): void {
  if (!existsSync(join(shop.config.consoleDir, 'index.html'))) {
    throw new Error(`no console build in ${shop.config.consoleDir}: npm run build -w @kilau/admin`);
  }
}

/**
 * The setup every console test file shares: the storefront's world (a shop with the provider
 * simulator, the storefront's catalogue, a browser) with the console built, and `ready` to
 * prepare more. The console's tests look at the storefront too (a campaign's price).
 */
export function useConsoleWorld(ready?: (world: StorefrontWorld) => unknown): StorefrontWorld {
  return useStorefrontWorld(async (world) => {
    assertConsoleBuilt(world.shop);
    await ready?.(world);
  });
}

/**
 * A console page, logged in as a staff member (made staff before the page opens; the login is
 * put in the browser as the storefront's login page would leave it). Waits for the console's
 * header, so the guard has let the page in.
 */
export async function consolePage(
  world: StorefrontWorld,
  path = '/adminDashboard/dashboard',
  options: { email?: string; width?: number } = {},
): Promise<Page> {
  const email = options.email ?? STAFF_EMAIL;
  await logInStaff(world.shop, email);
  const page = await storefrontPage(world.browser, world.shop, {
    width: options.width ?? WIDE,
    path,
    loggedInAs: email,
  });
  await page.getByText('Welcome, Admin').waitFor();
  return page;
}

/**
 * Logs in to the console through the screens: the guard sends the page to the storefront's
 * /login, the e-mail and the mailed code are entered there, and the login returns to the
 * console page that asked. The address must belong to a staff member already.
 */
export async function logInToConsoleThroughPages(page: Page, shop: ShopUnderTest, email: string, path: string) {
  const newestBefore = shop.mail.store.list()[0]?.id ?? 0;
  await page.goto(`${shop.url}${path}`);
  await page.waitForURL((url) => url.pathname === '/login');
  await askForCodeThroughPages(page, email);
  await typeCode(page, await readLoginCode(shop, email, newestBefore));
  await page.waitForURL((url) => url.pathname === path);
  await page.getByText('Welcome, Admin').waitFor();
}

/** A screenshot into test/artifacts/admin/{name}.png. */
export async function consoleScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(CONSOLE_ARTIFACTS, { recursive: true });
  const path = join(CONSOLE_ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
