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
import { startSession } from '../storefront/storefront-steps.js';

/** Where the console tests leave their screenshots (ignored by git; CI may keep them as artifacts). */
export const CONSOLE_ARTIFACTS = fileURLToPath(new URL('../../artifacts/admin/', import.meta.url));

/** The header's greeting by the staff member's name ('Hello, Admin' for admin@example.com). */
export const CONSOLE_GREETING = /^Hello, \S/;

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
  await page.getByText(CONSOLE_GREETING).waitFor();
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
  await page.getByText(CONSOLE_GREETING).waitFor();
}

/** A screenshot into test/artifacts/admin/{name}.png. */
export async function consoleScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(CONSOLE_ARTIFACTS, { recursive: true });
  const path = join(CONSOLE_ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** A 1280 × 800 laptop screen, the smallest the console is made for. */
export const LAPTOP = { width: 1280, height: 800 };

/**
 * The Content-Security-Policy helmet sends by default (without upgrade-insecure-requests, which
 * the test shop's plain-HTTP address cannot serve): no inline or eval'd script, styles inline.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https: 'unsafe-inline'",
].join('; ');

/**
 * A console page on a laptop screen, logged in as {@link STAFF_EMAIL} (made staff beforehand),
 * served under {@link STRICT_CSP} whatever the shop sends, with every policy violation kept for
 * {@link cspViolations}.
 */
export async function laptopConsolePage(world: StorefrontWorld, path: string): Promise<Page> {
  const page = await world.browser.context.newPage();
  await page.setViewportSize(LAPTOP);
  await page.route(
    (url) => url.pathname.startsWith('/adminDashboard'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
    },
  );
  await page.addInitScript(`(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  })()`);
  await startSession(page, world.shop, STAFF_EMAIL);
  await page.goto(`${world.shop.url}${path}`);
  await page.getByText(CONSOLE_GREETING).waitFor();
  return page;
}

/** What the page's Content-Security-Policy refused so far (empty when nothing was). */
export const cspViolations = (page: Page) => page.evaluate('window.cspViolations') as Promise<string[]>;

/** How far the page reaches past the window sideways, in CSS pixels (0: no sideways scroll). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
