import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (CI installs it); CHROMIUM_PATH names another. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** What each page's Content-Security-Policy refused so far, across its navigations and frames. */
const violations = new WeakMap<Page, string[]>();

/** The CSP violations a page reported since it opened ('script-src http://evil/x.js from http://shop/...'). */
export function cspViolations(page: Page): string[] {
  return violations.get(page) ?? [];
}

/**
 * Every page reports each CSP violation (its `securitypolicyviolation` event) to this process,
 * so a test can see what the shop's policy refused even after the page has moved on.
 */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('kilauCspViolation', ({ page }, text: string) => {
    violations.set(page, [...cspViolations(page), text]);
  });
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.kilauCspViolation(event.effectiveDirective + ' ' + event.blockedURI + ' from ' + event.documentURI);
  });`);
}

/**
 * Headless Chromium with a fresh profile, as the browser tests drive it. Fails at once, naming
 * the package, when the machine has no Chromium: a browser test never passes without a browser.
 */
export async function openBrowser(options: { locale?: string } = {}): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  const profile = await mkdtemp(join(tmpdir(), 'kilau-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    // a browser set to this language (navigator.languages, Accept-Language); Chromium's own when unset
    ...(options.locale && { locale: options.locale }),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  await recordCspViolations(context);
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the page's clock read in `timezoneId` (an IANA zone, 'Asia/Makassar'), as a device set to
 * that zone would; the context's own zone stays the machine's. Call before the page navigates.
 */
export async function emulateTimeZone(page: Page, timezoneId: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId });
}
