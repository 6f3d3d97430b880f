import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';

import type { ShopConfig } from '@kilau/shop';

import { openBrowser, type TestBrowser } from '../harness/browser.js';
import { readLoginCode, type ShopUnderTest, startShop } from '../shop-app.js';
import { type StorefrontCatalogue, storefrontCatalogue } from './storefront-catalogue.js';
import { startSession } from './storefront-steps.js';

/** Where the storefront tests leave their screenshots (ignored by git; CI may keep them as artifacts). */
export const ARTIFACTS = fileURLToPath(new URL('../../artifacts/storefront/', import.meta.url));

/** The two widths every screen is looked at: a wide desktop and a phone. */
export const WIDE = 1920;
export const PHONE = 390;

/**
 * A page of the storefront the test shop serves, at this width (height follows a real screen's
 * shape), logged out or logged in as `loggedInAs`.
 */
export async function storefrontPage(
  browser: TestBrowser,
  shop: ShopUnderTest,
  options: { width?: number; path?: string; loggedInAs?: string } = {},
): Promise<Page> {
  const width = options.width ?? WIDE;
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: width <= PHONE ? 844 : 1080 });
  await startSession(page, shop, options.loggedInAs);
  await page.goto(`${shop.url}${options.path ?? '/'}`);
  return page;
}

/**
 * A test shop without a built storefront serves only the API: the browser tests say so plainly
 * instead of failing on a blank page. `npm test` builds it first.
 */
export function assertStorefrontBuilt(shop: ShopUnderTest): void {
  if (!existsSync(join(shop.config.storefrontDir, 'index.html'))) {
    throw new Error(`no storefront build in ${shop.config.storefrontDir}: npm run build -w @kilau/storefront`);
  }
}

/**
 * A test file's own shop (these settings, without the provider simulator) serving the built
 * storefront, and a browser: opened before its tests and handed to `ready`, closed after them.
 */
export function useShopWithBrowser(
  overrides: Partial<ShopConfig>,
  ready: (world: { shop: ShopUnderTest; browser: TestBrowser }) => unknown,
): void {
  let shop: ShopUnderTest | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    shop = await startShop(overrides);
    assertStorefrontBuilt(shop);
    browser = await openBrowser();
    await ready({ shop, browser });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
}

/** What a storefront test file shops in: a test shop with the provider simulator, its catalogue, a browser. */
export interface StorefrontWorld {
  shop: ShopUnderTest;
  browser: TestBrowser;
  catalogue: StorefrontCatalogue;
}

/**
 * The setup every storefront test file shares: before its tests, a shop with the provider
 * simulator (J&T, Midtrans), the storefront built, the catalogue and a browser, handed to
 * `ready` (which may prepare more); after them, all closed again. Answers the world, whose
 * fields are there once the tests run.
 */
export function useStorefrontWorld(ready?: (world: StorefrontWorld) => unknown): StorefrontWorld {
  // filled in before the file's tests run
  const world = {} as StorefrontWorld;
  beforeAll(async () => {
    world.shop = await startShop({}, { providers: true });
    assertStorefrontBuilt(world.shop);
    world.catalogue = await storefrontCatalogue(world.shop);
    world.browser = await openBrowser();
    await ready?.(world);
  }, 60_000);
  afterAll(async () => {
    await world.browser?.close();
    await world.shop?.close();
  });
  return world;
}

/**
 * Logs in through the screens: the e-mail on /login, Continue, the code read from the shop's
 * mail catcher typed into the four boxes on /verify; ends on / with the logged-in message.
 */
export async function logInThroughPages(page: Page, shop: ShopUnderTest, email: string): Promise<void> {
  const newestBefore = shop.mail.store.list()[0]?.id ?? 0;
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${shop.url}/login`);
  await askForCodeThroughPages(page, email);
  const code = await readLoginCode(shop, email, newestBefore);
  await typeCode(page, code);
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByText(/Successfully logged in|You are logged in/)
    .first()
    .waitFor();
}

/** On /login: the e-mail, Continue, and the wait for /verify (the code is then on its way). */
export async function askForCodeThroughPages(page: Page, email: string): Promise<void> {
  await page.getByRole('main').getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/verify/);
}

/** Types a code into /verify's four single-digit boxes and presses Verify. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole('group', { name: 'Login code' });
  for (let i = 0; i < 4; i++) await boxes.getByRole('textbox', { name: `Digit ${i + 1}` }).fill(code[i]!);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** A screenshot into test/artifacts/storefront/{name}.png: the whole page, or only what the screen shows. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return path;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

const axeSource = (): string => (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * Runs axe-core in the page (WCAG 2 A and AA rules plus best practices) and fails on any serious
 * or critical finding, listing each with the elements it names.
 */
export async function expectNoSeriousA11yViolations(page: Page, what = page.url()): Promise<void> {
  const present = await page.evaluate(() => 'axe' in globalThis);
  // evaluated, not added as a <script>: the shop's Content-Security-Policy refuses inline scripts
  if (!present) await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(options: unknown): Promise<unknown> } }).axe;
    const result = (await axe.run({ resultTypes: ['violations'] })) as { violations: unknown[] };
    return result.violations;
  });
  const serious = (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const listing = serious
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1] ?? ''}` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
  throw new Error(`accessibility: ${serious.length} serious or critical finding(s) on ${what}\n${listing}`);
}
